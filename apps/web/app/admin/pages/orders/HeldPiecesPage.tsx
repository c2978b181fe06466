import { UnlockOutlined } from '@ant-design/icons';
import { Button, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { HeldOrder } from '@voski/contract';
import { useLocale } from '../../../lib/i18n/use-locale';
import { usePendingRows } from '../../client/use-action';
import { useNotify } from '../../client/use-notify';
import { ContactCell } from '../../ui/ContactCell';
import { formatDateTime } from '../../ui/format';
import { KeyboardPopconfirm } from '../../ui/KeyboardPopconfirm';
import { PageTitle } from '../../ui/PageTitle';
import { QueryError } from '../../ui/QueryError';
import { useT } from '../../ui/use-t';
import { releaseHold, useHeldOrders } from './holds-api';

/** Unpaid orders holding pieces off sale, the first to end first; staff may release one. */
export function HeldPiecesPage() {
  const t = useT();
  const locale = useLocale();
  const notify = useNotify();
  const query = useHeldOrders();
  const releasing = usePendingRows<number>();

  const release = (order: HeldOrder) =>
    releasing.track(order.id, async () => {
      try {
        await releaseHold(order.id);
        notify.success('admin.holds.released');
      } catch (error) {
        notify.error(error);
        // paid or closed meanwhile: show the list as it is now
        await query.reload();
      }
    });

  const columns: TableColumnsType<HeldOrder> = [
    { title: t('admin.holds.order'), dataIndex: 'id', key: 'id', width: 90 },
    {
      title: t('admin.holds.customer'),
      key: 'customer',
      render: (_, order) => (
        <Space direction="vertical" size={0}>
          <ContactCell name={`${order.name} ${order.surname}`} email={order.email} />
          {order.client && <Typography.Text type="secondary">{order.client}</Typography.Text>}
        </Space>
      ),
    },
    {
      title: t('admin.holds.pieces'),
      key: 'pieces',
      render: (_, order) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>{order.pieces}</Typography.Text>
          {order.lines.map((line) => (
            <span key={`${line.id}-${line.size ?? ''}`}>
              {line.quantity} × {line.title}
              {line.size ? ` (${t('admin.order.size', { size: line.size })})` : ''}
            </span>
          ))}
        </Space>
      ),
    },
    {
      title: t('admin.holds.ends'),
      key: 'ends',
      width: 190,
      render: (_, order) => (
        <Space direction="vertical" size={0}>
          {formatDateTime(order.expires_at, locale)}
          {order.hold_extended && <Tag>{t('admin.holds.extended')}</Tag>}
        </Space>
      ),
    },
    {
      title: t('admin.column.actions'),
      key: 'actions',
      width: 150,
      render: (_, order) => {
        const pending = releasing.isPending(order.id);
        return (
          <KeyboardPopconfirm
            title={t('admin.holds.releaseConfirm')}
            okText={t('admin.holds.release')}
            cancelText={t('admin.action.cancel')}
            onConfirm={() => {
              void release(order);
            }}
            disabled={pending}
          >
            <Button
              size="small"
              icon={<UnlockOutlined />}
              loading={pending}
              disabled={pending}
              aria-label={t('admin.holds.releaseNamed', { id: order.id })}
            >
              {t('admin.holds.release')}
            </Button>
          </KeyboardPopconfirm>
        );
      },
    },
  ];

  return (
    <>
      <PageTitle>{t('admin.page.holds')}</PageTitle>
      <Typography.Paragraph style={{ maxWidth: 720 }}>
        {t('admin.holds.intro')}
      </Typography.Paragraph>
      {query.error && <QueryError error={query.error} onRetry={() => void query.reload()} />}
      <Table<HeldOrder>
        rowKey="id"
        columns={columns}
        dataSource={query.data?.data ?? []}
        loading={query.fetching}
        pagination={false}
        locale={{ emptyText: query.error ? t('admin.list.failed') : t('admin.holds.empty') }}
      />
    </>
  );
}
