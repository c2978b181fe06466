import { DeleteOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { KeyboardPopconfirm } from './KeyboardPopconfirm';
import { useT } from './use-t';

/** A delete button that asks first and stays disabled while its deletion runs. */
export function ConfirmDelete({
  onConfirm,
  pending,
  question,
  label,
}: {
  onConfirm: () => unknown;
  pending: boolean;
  question: string;
  /** The accessible name, naming what is deleted ("Delete Ring Garni"). */
  label: string;
}) {
  const t = useT();
  return (
    <KeyboardPopconfirm
      title={question}
      okText={t('admin.action.delete')}
      okButtonProps={{ danger: true }}
      cancelText={t('admin.action.cancel')}
      onConfirm={() => {
        void onConfirm();
      }}
      disabled={pending}
    >
      <Button
        danger
        size="small"
        icon={<DeleteOutlined />}
        loading={pending}
        disabled={pending}
        aria-label={label}
      >
        {t('admin.action.delete')}
      </Button>
    </KeyboardPopconfirm>
  );
}
