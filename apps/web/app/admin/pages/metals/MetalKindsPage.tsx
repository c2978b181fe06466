import { useState } from 'react';
import { Alert, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import type { MetalKindRecord, MetalMismatch } from '@voski/contract';
import { pick } from '../../../lib/i18n/locale';
import { useLocale } from '../../../lib/i18n/use-locale';
import { usePendingRows } from '../../client/use-action';
import { useNotify } from '../../client/use-notify';
import { ListTitle, RowActions } from '../../ui/RecordList';
import { QueryError } from '../../ui/QueryError';
import { useT } from '../../ui/use-t';
import { deleteMetalKind, useMetalKinds, useMetalMismatches } from './metals-api';

const reasonLabels = {
  unmatched: 'admin.metals.reason.unmatched',
  ambiguous: 'admin.metals.reason.ambiguous',
  replaced: 'admin.metals.reason.replaced',
} as const;

/** The metal kinds staff keep, and the products whose metal needs a look. */
export function MetalKindsPage() {
  const t = useT();
  const locale = useLocale();
  const notify = useNotify();
  const query = useMetalKinds();
  const deleting = usePendingRows<number>();

  const remove = (kind: MetalKindRecord) =>
    deleting.track(kind.id, async () => {
      try {
        await deleteMetalKind(kind.id);
        notify.success('admin.metals.deleted');
      } catch (error) {
        notify.error(error);
      }
    });

  const columns: TableColumnsType<MetalKindRecord> = [
    {
      title: t('admin.field.name'),
      key: 'name',
      render: (_, kind) => <Typography.Text strong>{pick(kind, 'name', locale)}</Typography.Text>,
    },
    {
      title: t('admin.metals.otherNames'),
      key: 'names',
      render: (_, kind) => [kind.name, kind.name_en, kind.name_ru].join(' · '),
    },
    {
      title: t('admin.metals.finenesses'),
      key: 'finenesses',
      render: (_, kind) => (
        <Space size={[4, 4]} wrap>
          {kind.finenesses.map((f) => (
            <Tag key={f}>{f}</Tag>
          ))}
        </Space>
      ),
    },
    { title: t('admin.metals.key'), dataIndex: 'key', key: 'key' },
    {
      title: t('admin.column.actions'),
      key: 'actions',
      width: 220,
      render: (_, kind) => (
        <RowActions
          name={pick(kind, 'name', locale)}
          editTo={`/admin/metals/edit/${kind.id}`}
          pending={deleting.isPending(kind.id)}
          onDelete={() => remove(kind)}
          question={t('admin.metals.deleteConfirm')}
        />
      ),
    },
  ];

  return (
    <>
      <ListTitle
        title="admin.page.metalsAll"
        addTo="/admin/metals/add"
        addLabel="admin.page.metalsAdd"
      />
      <p>{t('admin.metals.intro')}</p>
      {query.error && <QueryError error={query.error} onRetry={() => void query.reload()} />}
      <Table<MetalKindRecord>
        rowKey="id"
        columns={columns}
        dataSource={query.data ?? []}
        loading={query.fetching && query.data === undefined}
        pagination={false}
        locale={{ emptyText: query.error ? t('admin.list.failed') : t('admin.metals.empty') }}
      />
      <Mismatches />
    </>
  );
}

/** Products whose metal texts match no kind (or several), or were replaced by their kind's. */
function Mismatches() {
  const t = useT();
  const [page, setPage] = useState(1);
  const query = useMetalMismatches(page);
  const total = query.data?.meta.total ?? 0;
  if (query.error) return <QueryError error={query.error} onRetry={() => void query.reload()} />;
  if (!query.data || total === 0) return null;
  const columns: TableColumnsType<MetalMismatch> = [
    {
      title: t('admin.field.title'),
      key: 'title',
      render: (_, row) => (
        <Link to={`/admin/products/edit/${row.product_id}`}>{row.title || row.model}</Link>
      ),
    },
    { title: t('admin.field.model'), dataIndex: 'model', key: 'model' },
    {
      title: t('admin.metals.texts'),
      key: 'texts',
      render: (_, row) => [row.metal, row.metal_en, row.metal_ru].filter(Boolean).join(' · '),
    },
    {
      title: t('admin.metals.why'),
      key: 'reason',
      render: (_, row) => t(reasonLabels[row.reason]),
    },
  ];
  return (
    <section aria-labelledby="metal-mismatches" style={{ marginTop: 32 }}>
      <Typography.Title level={2} id="metal-mismatches" style={{ fontSize: 20 }}>
        {t('admin.metals.mismatches')}
      </Typography.Title>
      <Alert
        type="warning"
        showIcon
        message={t('admin.metals.mismatchesHelp', { count: total })}
        style={{ marginBottom: 16 }}
      />
      <Table<MetalMismatch>
        rowKey="product_id"
        columns={columns}
        dataSource={query.data.data}
        loading={query.fetching}
        pagination={{
          current: page,
          pageSize: query.data.meta.per_page,
          total,
          hideOnSinglePage: true,
          showSizeChanger: false,
          onChange: setPage,
        }}
      />
    </section>
  );
}
