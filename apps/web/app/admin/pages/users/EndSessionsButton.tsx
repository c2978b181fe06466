import { LogoutOutlined } from '@ant-design/icons';
import { Button, Popconfirm } from 'antd';
import { useAction } from '../../client/use-action';
import { useNotify } from '../../client/use-notify';
import type { ListedUser } from '../../client/types';
import { useT } from '../../ui/use-t';
import { endSessions } from './users-api';

/** Signs a staff member out on every device, after asking. */
export function EndSessionsButton({ user }: { user: ListedUser }) {
  const t = useT();
  const notify = useNotify();
  const action = useAction(async () => {
    try {
      await endSessions(user.id);
      notify.success('admin.users.sessionsEnded');
    } catch (error) {
      notify.error(error);
    }
  });
  return (
    <Popconfirm
      title={t('admin.users.endSessionsConfirm', { name: user.name })}
      okText={t('admin.users.endSessions')}
      cancelText={t('admin.action.cancel')}
      onConfirm={() => void action.run()}
      disabled={action.pending}
    >
      <Button
        size="small"
        icon={<LogoutOutlined />}
        loading={action.pending}
        disabled={action.pending}
        aria-label={t('admin.users.endSessionsNamed', { name: user.email })}
      >
        {t('admin.users.endSessions')}
      </Button>
    </Popconfirm>
  );
}
