import { Button, Space } from 'antd';
import { useNavigate } from 'react-router';
import { UploadProgress } from './UploadProgress';
import { useT } from './use-t';

/** Save (disabled while saving) and a way back to the list, with the upload's progress. */
export function FormActions({
  pending,
  backTo,
  progress = null,
  submitLabel,
}: {
  pending: boolean;
  backTo?: string;
  progress?: number | null;
  submitLabel?: string;
}) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <Space direction="vertical" size={12}>
      <UploadProgress fraction={pending ? progress : null} />
      <Space>
        <Button type="primary" htmlType="submit" loading={pending} disabled={pending}>
          {submitLabel ?? t('admin.action.save')}
        </Button>
        {backTo && (
          <Button disabled={pending} onClick={() => void navigate(backTo)}>
            {t('admin.action.cancel')}
          </Button>
        )}
      </Space>
    </Space>
  );
}
