import { PlusOutlined } from '@ant-design/icons';
import { Table, Typography, type TableColumnsType } from 'antd';
import { pick } from '../../../lib/i18n/locale';
import { useLocale } from '../../../lib/i18n/use-locale';
import { usePendingRows } from '../../client/use-action';
import { useNotify } from '../../client/use-notify';
import type { Category, CategoryWithChildren } from '../../client/types';
import { LinkButton } from '../../ui/LinkButton';
import { ListTitle, RowActions } from '../../ui/RecordList';
import { QueryError } from '../../ui/QueryError';
import { useT } from '../../ui/use-t';
import { deleteCategory, useCategories } from './categories-api';

type Row = Category & { children?: Category[] };

const nameStyle = { display: 'flex', flexDirection: 'column', minWidth: 0 } as const;

/** Top-level categories, each expanding to its subcategories. */
export function CategoriesPage() {
  const t = useT();
  const locale = useLocale();
  const notify = useNotify();
  const query = useCategories();
  const deleting = usePendingRows<number>();

  const remove = (row: Row) =>
    deleting.track(row.id, async () => {
      try {
        await deleteCategory(row.id);
        notify.success('admin.categories.deleted');
      } catch (error) {
        // 409: it still has products or subcategories; the server says which
        notify.error(error);
      }
    });

  const rows: Row[] = (query.data ?? []).map((top: CategoryWithChildren) => ({
    ...top,
    children: top.children.length > 0 ? top.children : undefined,
  }));

  const columns: TableColumnsType<Row> = [
    {
      title: t('admin.field.name'),
      key: 'name',
      render: (_, row) => (
        <div style={nameStyle}>
          <Typography.Text strong={row.parent_id === null}>
            {pick(row, 'name', locale)}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis={{ tooltip: true }}>
            {[row.name, row.name_en, row.name_ru].filter(Boolean).join(' · ')}
          </Typography.Text>
        </div>
      ),
    },
    {
      title: t('admin.categories.kind'),
      key: 'kind',
      width: 200,
      render: (_, row) =>
        row.parent_id === null
          ? t('admin.categories.topLevel', { count: row.children?.length ?? 0 })
          : t('admin.categories.subcategory'),
    },
    {
      title: t('admin.column.actions'),
      key: 'actions',
      width: 360,
      render: (_, row) => {
        const name = pick(row, 'name', locale);
        return (
          <RowActions
            name={name}
            editTo={`/admin/category/edit/${row.id}`}
            pending={deleting.isPending(row.id)}
            onDelete={() => remove(row)}
            question={t('admin.categories.deleteConfirm', { name })}
          >
            {row.parent_id === null && (
              <LinkButton
                size="small"
                icon={<PlusOutlined />}
                to={`/admin/category/add?parent=${row.id}`}
                aria-label={t('admin.categories.addSubOf', { name })}
              >
                {t('admin.categories.addSub')}
              </LinkButton>
            )}
          </RowActions>
        );
      },
    },
  ];

  return (
    <>
      <ListTitle
        title="admin.page.categoryAll"
        addTo="/admin/category/add"
        addLabel="admin.page.categoryAdd"
      />
      {query.error && <QueryError error={query.error} onRetry={() => void query.reload()} />}
      <Table<Row>
        rowKey="id"
        tableLayout="fixed"
        // the name column gives way (it wraps), so the actions are never pushed out of sight
        scroll={{ x: 720 }}
        columns={columns}
        dataSource={rows}
        loading={query.fetching && query.data === undefined}
        pagination={false}
        expandable={{ indentSize: 24 }}
        locale={{ emptyText: query.error ? t('admin.list.failed') : t('admin.categories.empty') }}
      />
    </>
  );
}
