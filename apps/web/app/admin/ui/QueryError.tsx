import { Alert, Button } from 'antd';
import type { ApiError } from '../client/api-error';
import { failureText } from '../client/server-text';
import { useT } from './use-t';

/** A failed read: the server's message (in the staff language) and a way to try again. */
export function QueryError({
  error,
  onRetry,
  title,
}: {
  error: ApiError;
  onRetry: () => void;
  title?: string;
}) {
  const t = useT();
  const detail = failureText(error, t);
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      message={title ?? detail}
      description={title ? detail : undefined}
      action={
        <Button size="small" onClick={onRetry}>
          {t('admin.action.retry')}
        </Button>
      }
      style={{ marginBottom: 16 }}
    />
  );
}
