import { DeleteOutlined } from '@ant-design/icons';
import { Button, Image, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { mediaUrl, variantUrl } from '../../lib/media';
import { checkImageFile, imageAccept } from './image-check';
import { KeyboardPopconfirm } from './KeyboardPopconfirm';
import { useObjectUrl } from './object-url';
import { useT } from './use-t';

const tile = 112;
const tileStyle = { objectFit: 'cover', borderRadius: 4, background: '#f5f5f5' } as const;

function NewImage({ file, onRemove }: { file: File; onRemove: () => void }) {
  const t = useT();
  const [ok, setOk] = useState(false);
  useEffect(() => {
    let live = true;
    void checkImageFile(file).then((problem) => live && setOk(problem === null));
    return () => {
      live = false;
    };
  }, [file]);
  const url = useObjectUrl(ok ? file : null);
  return (
    <Space direction="vertical" size={4} style={{ width: tile }}>
      {url ? (
        <Image src={url} alt={file.name} width={tile} height={tile} style={tileStyle} />
      ) : (
        <div style={{ width: tile, height: tile, ...tileStyle }} />
      )}
      <Typography.Text ellipsis style={{ width: tile }}>
        {file.name}
      </Typography.Text>
      <Button size="small" icon={<DeleteOutlined />} onClick={onRemove}>
        {t('admin.gallery.removeNew')}
      </Button>
    </Space>
  );
}

export interface StoredImage {
  id: number;
  image: string;
}

interface GalleryFieldProps {
  id?: string;
  /** Files chosen here, sent with the form as images[0..n]. */
  value?: File[];
  onChange?: (files: File[]) => void;
  /** The gallery as stored; removing one calls the server at once. */
  stored?: readonly StoredImage[];
  onRemoveStored?: (imageId: number) => Promise<unknown>;
  alt: string;
}

/** A gallery: the stored images (each removable) and the new files to add, all previewed. */
export function GalleryField({
  id,
  value = [],
  onChange,
  stored = [],
  onRemoveStored,
  alt,
}: GalleryFieldProps) {
  const t = useT();
  const [removing, setRemoving] = useState<ReadonlySet<number>>(new Set());

  async function removeStored(imageId: number) {
    if (!onRemoveStored) return;
    setRemoving((current) => new Set(current).add(imageId));
    try {
      await onRemoveStored(imageId);
    } finally {
      setRemoving((current) => {
        const next = new Set(current);
        next.delete(imageId);
        return next;
      });
    }
  }

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      {stored.length > 0 && (
        <Space wrap size={12} aria-label={t('admin.gallery.stored')} role="list">
          {stored.map((image, index) => (
            <Space key={image.id} direction="vertical" size={4} role="listitem">
              <Image
                src={variantUrl(image.image, 320)}
                preview={{ src: mediaUrl(image.image) }}
                alt={t('admin.gallery.imageAlt', { title: alt, index: index + 1 })}
                width={tile}
                height={tile}
                style={tileStyle}
              />
              <KeyboardPopconfirm
                title={t('admin.gallery.removeConfirm')}
                okText={t('admin.action.delete')}
                cancelText={t('admin.action.cancel')}
                onConfirm={() => removeStored(image.id)}
              >
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  loading={removing.has(image.id)}
                  disabled={removing.has(image.id)}
                  aria-label={t('admin.gallery.removeStored', { index: index + 1 })}
                >
                  {t('admin.action.delete')}
                </Button>
              </KeyboardPopconfirm>
            </Space>
          ))}
        </Space>
      )}
      {value.length > 0 && (
        <Space wrap size={12}>
          {value.map((file, index) => (
            <NewImage
              key={`${file.name}-${file.size}-${file.lastModified}-${index}`}
              file={file}
              onRemove={() => onChange?.(value.filter((_, i) => i !== index))}
            />
          ))}
        </Space>
      )}
      <input
        id={id}
        type="file"
        accept={imageAccept}
        multiple
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length > 0) onChange?.([...value, ...files]);
        }}
      />
    </Space>
  );
}
