import { Alert } from 'antd';

/** Why the last save failed, when no field could show it. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert type="error" showIcon role="alert" message={message} style={{ marginBottom: 16 }} />
  );
}
