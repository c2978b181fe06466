import { Button, Space, Switch, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { OutboxMail } from '@voski/contract';
import { useLocale } from '../../../lib/i18n/use-locale';
import { formatDateTime } from '../../ui/format';
import { positiveParam } from '../../ui/page-param';
import { PageTitle } from '../../ui/PageTitle';
import { QueryError } from '../../ui/QueryError';
import { useAddressQuery } from '../../ui/use-address-query';
import { useT } from '../../ui/use-t';
import { OUTBOX_PAGE_SIZE, retryOutbox, useOutboxPage } from './outbox-api';

/** The e-mail outbox: what went out, and what waits for the mail server, with its errors. */
export function OutboxPage() {
  const t = useT();
  const locale = useLocale();
  const [params, changeParams] = useAddressQuery();
  const page = positiveParam(params.get('page')) ?? 1;
  const waiting = params.get('waiting') === '1';
  const query = useOutboxPage(page, waiting);
  const [retrying, setRetrying] = useState(false);

  const setParam = (name: string, value: string | undefined) =>
    changeParams((next) => {
      if (value) next.set(name, value);
      else next.delete(name);
      if (name !== 'page') next.delete('page');
      return next;
    });

  const columns: TableColumnsType<OutboxMail> = [
    {
      title: t('admin.column.date'),
      key: 'created',
      width: 170,
      render: (_, mail) => formatDateTime(mail.created_at, locale),
    },
    { title: t('admin.outbox.to'), dataIndex: 'to', key: 'to', width: 220 },
    { title: t('admin.outbox.subject'), dataIndex: 'subject', key: 'subject' },
    {
      title: t('admin.outbox.status'),
      key: 'status',
      width: 260,
      render: (_, mail) =>
        mail.sent_at ? (
          <Tag color="green">
            {t('admin.outbox.sent', { at: formatDateTime(mail.sent_at, locale) })}
          </Tag>
        ) : (
          <Space direction="vertical" size={2}>
            <Tag color={mail.attempts ? 'red' : 'blue'}>
              {t('admin.outbox.waiting', { attempts: mail.attempts })}
            </Tag>
            {mail.last_error && <Typography.Text type="danger">{mail.last_error}</Typography.Text>}
            <Typography.Text>
              {t('admin.outbox.next', { at: formatDateTime(mail.next_attempt_at, locale) })}
            </Typography.Text>
          </Space>
        ),
    },
  ];

  return (
    <>
      <PageTitle>{t('admin.page.outbox')}</PageTitle>
      <Space wrap style={{ marginBottom: 16 }}>
        <Switch
          checked={waiting}
          aria-label={t('admin.outbox.waitingOnly')}
          onChange={(on) => setParam('waiting', on ? '1' : undefined)}
        />
        <span>{t('admin.outbox.waitingOnly')}</span>
        <Button
          loading={retrying}
          onClick={() => {
            setRetrying(true);
            void retryOutbox().finally(() => setRetrying(false));
          }}
        >
          {t('admin.outbox.retry')}
        </Button>
      </Space>
      {query.error && <QueryError error={query.error} onRetry={() => void query.reload()} />}
      <Table<OutboxMail>
        rowKey="id"
        columns={columns}
        dataSource={query.data?.data ?? []}
        loading={query.fetching}
        pagination={{
          current: page,
          pageSize: OUTBOX_PAGE_SIZE,
          total: query.data?.meta.total ?? 0,
          hideOnSinglePage: true,
          showSizeChanger: false,
          showTotal: (count) => t('admin.list.total', { count }),
          onChange: (next) => setParam('page', next > 1 ? String(next) : undefined),
        }}
        locale={{ emptyText: query.error ? t('admin.list.failed') : t('admin.outbox.empty') }}
      />
    </>
  );
}
