import { Form } from 'antd';
import { useState } from 'react';
import { useNotify } from '../client/use-notify';
import { GalleryField, type StoredImage } from './GalleryField';
import { useImageRules } from './image-rules';
import { useT } from './use-t';

/**
 * A record's `images` field: its stored gallery, where a removal goes to the server at once
 * (`removeImage` answers the record as it now is), and the new files sent with the form.
 */
export function GalleryFormItem({
  stored,
  removeImage,
  alt,
}: {
  stored: readonly StoredImage[];
  removeImage: (imageId: number) => Promise<{ images: StoredImage[] }>;
  alt: string;
}) {
  const t = useT();
  const notify = useNotify();
  const rules = useImageRules(false);
  const [gallery, setGallery] = useState(stored);

  const remove = async (imageId: number) => {
    try {
      setGallery((await removeImage(imageId)).images);
      notify.success('admin.gallery.removed');
    } catch (error) {
      notify.error(error);
    }
  };

  return (
    <Form.Item
      name="images"
      label={t('admin.field.gallery')}
      rules={rules}
      extra={t('admin.gallery.help')}
    >
      <GalleryField stored={gallery} onRemoveStored={remove} alt={alt} />
    </Form.Item>
  );
}
