import { Select, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { AuditEntry } from '@voski/contract';
import {
  auditActions,
  auditEntities,
  type AuditAction,
  type AuditEntity,
} from '@voski/contract/audit-options';
import { useLocale } from '../../../lib/i18n/use-locale';
import type { StaffMessageId } from '../../../lib/i18n/messages';
import { formatDateTime } from '../../ui/format';
import { positiveParam } from '../../ui/page-param';
import { PageTitle } from '../../ui/PageTitle';
import { QueryError } from '../../ui/QueryError';
import { useAddressQuery } from '../../ui/use-address-query';
import { useT } from '../../ui/use-t';
import { AUDIT_PAGE_SIZE, useAuditPage } from './audit-api';

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.find((item) => item === value);

const entityLabel = (entity: string) => `admin.audit.entity.${entity}` as StaffMessageId;
const actionLabel = (action: string) => `admin.audit.action.${action}` as StaffMessageId;
const actionColour: Record<AuditAction, string> = {
  create: 'green',
  update: 'blue',
  delete: 'red',
};

/** A value as one short line: texts as they are, anything else as JSON. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Every staff change, newest first: who, when, what, and each field before and after. */
export function AuditPage() {
  const t = useT();
  const locale = useLocale();
  const [params, changeParams] = useAddressQuery();
  const filters = {
    page: positiveParam(params.get('page')) ?? 1,
    entity: oneOf<AuditEntity>(auditEntities, params.get('entity')),
    action: oneOf<AuditAction>(auditActions, params.get('action')),
  };
  const query = useAuditPage(filters);
  const filtered = Boolean(filters.entity || filters.action);

  const setFilter = (name: 'entity' | 'action', value: string | undefined) =>
    changeParams((next) => {
      if (value) next.set(name, value);
      else next.delete(name);
      next.delete('page');
      return next;
    });

  const columns: TableColumnsType<AuditEntry> = [
    {
      title: t('admin.column.date'),
      key: 'at',
      width: 170,
      render: (_, entry) => formatDateTime(entry.at, locale),
    },
    {
      title: t('admin.audit.who'),
      key: 'who',
      width: 180,
      render: (_, entry) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>{entry.actor_name}</Typography.Text>
          <Typography.Text>{t(`admin.role.${entry.actor_role}` as StaffMessageId)}</Typography.Text>
        </Space>
      ),
    },
    {
      title: t('admin.audit.what'),
      key: 'what',
      width: 200,
      render: (_, entry) => (
        <Space direction="vertical" size={4}>
          <Tag color={actionColour[entry.action]}>{t(actionLabel(entry.action))}</Tag>
          <span>
            {t(entityLabel(entry.entity))}
            {entry.entity_id ? ` #${entry.entity_id}` : ''}
          </span>
        </Space>
      ),
    },
    {
      title: t('admin.audit.changes'),
      key: 'changes',
      render: (_, entry) => (
        <ul style={{ margin: 0, paddingInlineStart: 16 }}>
          {Object.entries(entry.changes).map(([field, { from, to }]) => (
            <li key={field}>
              <Typography.Text code>{field}</Typography.Text>{' '}
              <Typography.Text
                ellipsis={{ tooltip: `${shown(from)} → ${shown(to)}` }}
                style={{ maxWidth: 480 }}
              >
                {`${shown(from)} → ${shown(to)}`}
              </Typography.Text>
            </li>
          ))}
        </ul>
      ),
    },
  ];

  return (
    <>
      <PageTitle>{t('admin.page.audit')}</PageTitle>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select<AuditEntity>
          allowClear
          aria-label={t('admin.audit.filterEntity')}
          placeholder={t('admin.audit.filterEntity')}
          style={{ minWidth: 200 }}
          value={filters.entity}
          onChange={(value) => setFilter('entity', value)}
          options={auditEntities.map((entity) => ({
            value: entity,
            label: t(entityLabel(entity)),
          }))}
        />
        <Select<AuditAction>
          allowClear
          aria-label={t('admin.audit.filterAction')}
          placeholder={t('admin.audit.filterAction')}
          style={{ minWidth: 160 }}
          value={filters.action}
          onChange={(value) => setFilter('action', value)}
          options={auditActions.map((action) => ({ value: action, label: t(actionLabel(action)) }))}
        />
      </Space>
      {query.error && <QueryError error={query.error} onRetry={() => void query.reload()} />}
      <Table<AuditEntry>
        rowKey="id"
        columns={columns}
        dataSource={query.data?.data ?? []}
        loading={query.fetching}
        pagination={{
          current: filters.page,
          pageSize: AUDIT_PAGE_SIZE,
          total: query.data?.meta.total ?? 0,
          hideOnSinglePage: true,
          showSizeChanger: false,
          showTotal: (count) => t('admin.list.total', { count }),
          onChange: (page) =>
            changeParams((next) => {
              if (page > 1) next.set('page', String(page));
              else next.delete('page');
              return next;
            }),
        }}
        locale={{
          emptyText: query.error
            ? t('admin.list.failed')
            : t(filtered ? 'admin.audit.noMatch' : 'admin.audit.empty'),
        }}
      />
    </>
  );
}
