import { Input, Space, Switch, Table, Typography, type TableColumnsType } from 'antd';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { pick } from '../../../lib/i18n/locale';
import { useLocale } from '../../../lib/i18n/use-locale';
import { usePendingRows } from '../../client/use-action';
import { useNotify } from '../../client/use-notify';
import type { Product } from '../../client/types';
import { formatAmd } from '../../ui/format';
import { ListTitle, RowActions } from '../../ui/RecordList';
import { QueryError } from '../../ui/QueryError';
import { Thumb } from '../../ui/Thumb';
import { useT } from '../../ui/use-t';
import { deleteProduct, toggleProductStatus, useProductList } from './products-api';

const perPageOptions = [10, 20, 50, 100];

function positive(value: string | null, fallback: number) {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** Every product, newest first, a page at a time; or the matches of a search. */
export function ProductsPage() {
  const t = useT();
  const locale = useLocale();
  const notify = useNotify();
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const page = positive(params.get('page'), 1);
  const perPage = Math.min(100, positive(params.get('per_page'), 20));
  const query = useProductList(page, perPage, search);
  const toggling = usePendingRows<number>();
  const deleting = usePendingRows<number>();

  const failed = query.error;
  useEffect(() => {
    if (failed) notify.failure(search ? 'admin.product.searchFailed' : 'admin.product.fetchFailed');
    // one toast per failure, not per render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failed]);

  const setParam = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  const toggle = (product: Product) =>
    toggling.track(product.id, async () => {
      try {
        await toggleProductStatus(product.id);
        notify.success('admin.product.statusUpdated');
      } catch {
        notify.failure('admin.product.statusFailed');
      }
    });

  const remove = (product: Product) =>
    deleting.track(product.id, async () => {
      try {
        await deleteProduct(product.id);
        notify.success('admin.product.deleted');
      } catch {
        notify.failure('admin.product.deleteFailed');
      }
    });

  const columns: TableColumnsType<Product> = [
    {
      title: t('admin.column.image'),
      key: 'image',
      width: 72,
      render: (_, product) => <Thumb path={product.avatar} alt="" />,
    },
    {
      title: t('admin.field.title'),
      key: 'title',
      render: (_, product) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>{pick(product, 'title', locale)}</Typography.Text>
          {product.model && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {product.model}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    {
      title: t('admin.field.price'),
      key: 'price',
      align: 'right',
      render: (_, product) => formatAmd(product.price, locale),
    },
    {
      title: t('admin.product.availability'),
      key: 'status',
      render: (_, product) => (
        <Switch
          checked={product.status === 1}
          loading={toggling.isPending(product.id)}
          disabled={toggling.isPending(product.id)}
          onChange={() => void toggle(product)}
          aria-label={t('admin.product.availableNamed', { title: pick(product, 'title', locale) })}
          checkedChildren={t('admin.product.onSale')}
          unCheckedChildren={t('admin.product.offSale')}
        />
      ),
    },
    {
      title: t('admin.column.actions'),
      key: 'actions',
      render: (_, product) => {
        const title = pick(product, 'title', locale);
        return (
          <RowActions
            name={title}
            editTo={`/admin/products/edit/${product.id}`}
            viewHref={`/product/${product.id}`}
            pending={deleting.isPending(product.id)}
            onDelete={() => remove(product)}
            question={t('admin.product.deleteConfirm', { title })}
          />
        );
      },
    },
  ];

  const list = query.data;
  return (
    <>
      <ListTitle
        title="admin.page.productsAll"
        addTo="/admin/products/add"
        addLabel="admin.page.productsAdd"
      />
      <Input.Search
        key={search}
        defaultValue={search}
        allowClear
        enterButton={t('admin.action.search')}
        placeholder={t('admin.product.searchPlaceholder')}
        aria-label={t('admin.product.search')}
        onSearch={(value) => void setParam({ q: value.trim(), page: null })}
        style={{ maxWidth: 480, marginBottom: 16 }}
      />
      {failed && (
        <QueryError
          error={failed}
          title={t(search ? 'admin.product.searchFailed' : 'admin.product.fetchFailed')}
          onRetry={() => void query.reload()}
        />
      )}
      <Table<Product>
        rowKey="id"
        scroll={{ x: 'max-content' }}
        columns={columns}
        dataSource={list?.data ?? []}
        loading={query.fetching}
        locale={{
          emptyText: failed
            ? t('admin.list.failed')
            : search
              ? t('admin.product.noMatches', { query: search })
              : t('admin.product.empty'),
        }}
        pagination={{
          current: list?.paged === false ? undefined : page,
          pageSize: perPage,
          total: list?.paged ? list.total : undefined,
          showSizeChanger: true,
          pageSizeOptions: perPageOptions,
          showTotal: (total) => t('admin.list.total', { count: total }),
          onChange: (nextPage, nextSize) => {
            if (list?.paged === false) {
              if (nextSize !== perPage) void setParam({ per_page: String(nextSize) });
              return;
            }
            void setParam({
              page: nextSize !== perPage ? '1' : String(nextPage),
              per_page: String(nextSize),
            });
          },
        }}
      />
    </>
  );
}
