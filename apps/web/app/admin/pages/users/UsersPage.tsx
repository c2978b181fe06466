import { StopOutlined } from '@ant-design/icons';
import { Table, type TableColumnsType } from 'antd';
import { useLocale } from '../../../lib/i18n/use-locale';
import { usePendingRows } from '../../client/use-action';
import { useNotify } from '../../client/use-notify';
import type { ListedUser } from '../../client/types';
import { roleLabel } from '../../menu';
import { formatDate } from '../../ui/format';
import { ListTitle, RowActions } from '../../ui/RecordList';
import { QueryError } from '../../ui/QueryError';
import { StatusTag, type TagLook } from '../../ui/StatusTag';
import { useT } from '../../ui/use-t';
import { EndSessionsButton } from './EndSessionsButton';
import { deleteUser, useUsers } from './users-api';

const roleLooks: Record<number, TagLook> = {
  1: { tone: 'processing' },
  2: { tone: 'success' },
  3: { tone: 'default' },
};

export function UsersPage() {
  const t = useT();
  const locale = useLocale();
  const notify = useNotify();
  const query = useUsers();
  const deleting = usePendingRows<number>();

  const remove = (user: ListedUser) =>
    deleting.track(user.id, async () => {
      try {
        await deleteUser(user.id);
        notify.success('admin.users.deleted');
      } catch (error) {
        notify.error(error);
      }
    });

  const columns: TableColumnsType<ListedUser> = [
    { title: t('admin.field.name'), dataIndex: 'name', key: 'name' },
    { title: t('admin.users.email'), dataIndex: 'email', key: 'email' },
    {
      title: t('admin.users.role'),
      key: 'role',
      render: (_, user) => {
        const label = roleLabel(user.role_id);
        return (
          <>
            <StatusTag look={roleLooks[user.role_id]}>{label ? t(label) : user.role_id}</StatusTag>
            {!user.active && (
              <StatusTag look={{ tone: 'error', icon: StopOutlined }}>
                {t('admin.users.deactivated')}
              </StatusTag>
            )}
          </>
        );
      },
    },
    {
      title: t('admin.users.since'),
      key: 'created',
      render: (_, user) => formatDate(user.created_at, locale),
    },
    {
      title: t('admin.column.actions'),
      key: 'actions',
      // stays in view at the right edge however wide the other columns get
      fixed: 'right',
      render: (_, user) => (
        <RowActions
          name={user.email}
          editTo={`/admin/user/edit/${user.id}`}
          pending={deleting.isPending(user.id)}
          onDelete={() => remove(user)}
          question={t('admin.users.deleteConfirm', { name: user.name })}
        >
          <EndSessionsButton user={user} />
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <ListTitle title="admin.page.userAll" addTo="/admin/user/add" addLabel="admin.page.userAdd" />
      {query.error && <QueryError error={query.error} onRetry={() => void query.reload()} />}
      <Table<ListedUser>
        rowKey="id"
        scroll={{ x: 'max-content' }}
        columns={columns}
        dataSource={query.data ?? []}
        loading={query.fetching && query.data === undefined}
        pagination={{ hideOnSinglePage: true, pageSize: 50 }}
        locale={{ emptyText: query.error ? t('admin.list.failed') : t('admin.users.empty') }}
      />
    </>
  );
}
