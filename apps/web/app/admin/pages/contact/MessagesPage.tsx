import { CheckOutlined, MailOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
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
import { deleteMessage, markMessage, useMessagePage } from './contact-api';

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
  const marking = usePendingRows<number>();
  const messages = query.data?.data;

  const mark = (message: ContactMessage, state: { read?: boolean; answered?: boolean }) =>
    marking.track(message.id, async () => {
      try {
        await markMessage(message.id, state);
      } catch (error) {
        notify.error(error);
      }
    });

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
          {!message.read_at && <Tag color="processing">{t('admin.messages.new')}</Tag>}
          {message.answered_at && (
            <Tag color="success" icon={<CheckOutlined aria-hidden />}>
              {t('admin.messages.answered')}
            </Tag>
          )}
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
      width: 220,
      render: (_, message) => {
        const name = `${message.name} ${message.surname}`;
        const busy = marking.isPending(message.id);
        const subject = encodeURIComponent(t('admin.messages.replySubject'));
        return (
          <Space direction="vertical" size={4}>
            {message.read_at ? (
              <Button
                size="small"
                icon={<UndoOutlined />}
                loading={busy}
                onClick={() => void mark(message, { read: false })}
                aria-label={t('admin.messages.markUnreadNamed', { name })}
              >
                {t('admin.messages.markUnread')}
              </Button>
            ) : (
              <Button
                size="small"
                icon={<CheckOutlined />}
                loading={busy}
                onClick={() => void mark(message, { read: true })}
                aria-label={t('admin.messages.markReadNamed', { name })}
              >
                {t('admin.messages.markRead')}
              </Button>
            )}
            {/* the mail program opens; the message counts as answered from then on */}
            <Button
              size="small"
              icon={<MailOutlined />}
              href={`mailto:${message.email}?subject=${subject}`}
              onClick={() => {
                if (!message.answered_at) void mark(message, { answered: true });
              }}
              aria-label={t('admin.messages.replyNamed', { name })}
            >
              {t('admin.messages.reply')}
            </Button>
            <ConfirmDelete
              pending={deleting.isPending(message.id)}
              onConfirm={() => remove(message)}
              question={t('admin.messages.deleteConfirm')}
              label={t('admin.messages.deleteFrom', { name })}
            />
          </Space>
        );
      },
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
