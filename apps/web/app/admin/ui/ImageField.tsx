import { Button, Image, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { mediaUrl } from '../../lib/media';
import { checkImageFile, imageAccept } from './image-check';
import { useObjectUrl } from './object-url';
import { useT } from './use-t';

interface ImageFieldProps {
  /** Set by Form.Item: the label points at the file input. */
  id?: string;
  value?: File | null;
  onChange?: (file: File | null) => void;
  /** The stored image, shown until another is chosen. */
  current?: string | null;
  alt: string;
}

const previewSize = 160;

/** One image: the stored one or the chosen file, previewed once its bytes say it is an image. */
export function ImageField({ id, value, onChange, current, alt }: ImageFieldProps) {
  const t = useT();
  const [fileOk, setFileOk] = useState(false);
  const chosenUrl = useObjectUrl(fileOk ? value : null);

  useEffect(() => {
    let live = true;
    setFileOk(false);
    if (value) void checkImageFile(value).then((problem) => live && setFileOk(problem === null));
    return () => {
      live = false;
    };
  }, [value]);

  const shown = chosenUrl ?? (current ? mediaUrl(current) : null);
  return (
    <Space direction="vertical" size={8}>
      {shown ? (
        <Image
          src={shown}
          alt={alt}
          width={previewSize}
          height={previewSize}
          style={{ objectFit: 'cover', borderRadius: 4, background: '#f5f5f5' }}
          data-testid={id ? `${id}-preview` : undefined}
        />
      ) : (
        <Typography.Text type="secondary">{t('admin.image.none')}</Typography.Text>
      )}
      <Space wrap>
        <input
          id={id}
          type="file"
          accept={imageAccept}
          onChange={(event) => {
            const file = event.target.files?.[0] ?? null;
            event.target.value = '';
            if (file) onChange?.(file);
          }}
        />
        {value && <Typography.Text>{value.name}</Typography.Text>}
        {value && (
          <Button size="small" onClick={() => onChange?.(null)}>
            {t('admin.image.undo')}
          </Button>
        )}
      </Space>
    </Space>
  );
}
