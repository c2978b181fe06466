import { Progress } from 'antd';
import { useT } from './use-t';

/** The share of the form sent so far, while a multipart save is uploading. */
export function UploadProgress({ fraction }: { fraction: number | null }) {
  const t = useT();
  if (fraction === null) return null;
  const percent = Math.round(fraction * 100);
  return (
    <Progress
      percent={percent}
      size="small"
      status={percent < 100 ? 'active' : 'normal'}
      aria-label={t('admin.upload.progress')}
      style={{ maxWidth: 320 }}
    />
  );
}
