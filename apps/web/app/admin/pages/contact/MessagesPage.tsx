import { Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useLocale } from '../../../lib/i18n/use-locale';
import { usePendingRows } from '../../client/use-action';
import { useNotify } from '../../client/use-notify';
import type { ContactMessage } from '../../client/types';
import { ConfirmDelete } from '../../ui/ConfirmDelete';
import { ContactCell } from '../../ui/ContactCell';
import { formatDateTime } from '../../ui/format';
import { positiveParam } from '../../ui/page-param';
import { PageTitle } from '../../ui/PageTitle';
import { QueryError } from '../../ui/QueryError';
import { useT } from '../../ui/use-t';
import { deleteMessage, useMessagePage } from './contact-api';
import { lastSeenMessageId, markMessagesSeen } from './seen-messages';

const perPage = 20;

/** What visitors sent through the contact form, newest first, a page at a time. */
export function MessagesPage() {
  const t = useT();
  const locale = useLocale();
  const notify = useNotify();
  const [params, setParams] = useSearchParams();
  const page = positiveParam(params.get('page')) ?? 1;
  const query = useMessagePage(page, perPage);
  const deleting = usePendingRows<number>();
  // what was unread when the page opened stays marked while it is open
  const [seenBefore] = useState(lastSeenMessageId);

  const messages = query.data?.data;
  useEffect(() => {
    if (messages) markMessagesSeen(messages.map((message) => message.id));
  }, [messages]);

  const remove = (message: ContactMessage) =>
    deleting.track(message.id, async () => {
      try {
        await deleteMessage(message.id);
        notify.success('admin.messages.deleted');
      } catch (error) {
        notify.error(error);
      }
    });

  const columns: TableColumnsType<ContactMessage> = [
    {
      title: t('admin.column.date'),
      key: 'date',
      width: 170,
      render: (_, message) => (
        <Space direction="vertical" size={0}>
          {formatDateTime(message.created_at, locale)}
          {message.id > seenBefore && <Tag color="processing">{t('admin.messages.new')}</Tag>}
        </Space>
      ),
    },
    {
      title: t('admin.messages.from'),
      key: 'from',
      render: (_, message) => (
        <ContactCell
          name={`${message.name} ${message.surname}`}
          email={message.email}
          phone={message.phone}
        />
      ),
    },
    {
      title: t('admin.messages.message'),
      key: 'message',
      render: (_, message) => (
        <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
          {message.message}
        </Typography.Paragraph>
      ),
    },
    {
      title: t('admin.column.actions'),
      key: 'actions',
      width: 120,
      render: (_, message) => (
        <ConfirmDelete
          pending={deleting.isPending(message.id)}
          onConfirm={() => remove(message)}
          question={t('admin.messages.deleteConfirm')}
          label={t('admin.messages.deleteFrom', { name: `${message.name} ${message.surname}` })}
        />
      ),
    },
  ];

  return (
    <>
      <PageTitle>{t('admin.page.contactFormResult')}</PageTitle>
      {query.error && <QueryError error={query.error} onRetry={() => void query.reload()} />}
      <Table<ContactMessage>
        rowKey="id"
        columns={columns}
        dataSource={messages ?? []}
        loading={query.fetching}
        pagination={{
          current: page,
          pageSize: perPage,
          total: query.data?.meta.total ?? 0,
          hideOnSinglePage: true,
          showSizeChanger: false,
          showTotal: (count) => t('admin.list.total', { count }),
          onChange: (next) => setParams(next > 1 ? { page: String(next) } : {}, { replace: true }),
        }}
        locale={{ emptyText: query.error ? t('admin.list.failed') : t('admin.messages.empty') }}
      />
    </>
  );
}
