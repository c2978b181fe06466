import {
  Button,
  Flex,
  Input,
  Select,
  Space,
  Switch,
  Table,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useEffect } from 'react';
import { productSorts, type ProductSort } from '@voski/contract/product-options';
import { pick } from '../../../lib/i18n/locale';
import { useLocale } from '../../../lib/i18n/use-locale';
import { usePendingRows } from '../../client/use-action';
import { useNotify } from '../../client/use-notify';
import type { Product } from '../../client/types';
import { formatAmd } from '../../ui/format';
import { pageSizes } from '../../ui/page-param';
import { ListTitle, RowActions } from '../../ui/RecordList';
import { QueryError } from '../../ui/QueryError';
import { Thumb } from '../../ui/Thumb';
import { useAddressQuery } from '../../ui/use-address-query';
import { useT } from '../../ui/use-t';
import { useCategories } from '../categories/categories-api';
import {
  hasProductFilters,
  productStateFromParams,
  productStateToParams,
  withProductFilters,
  type ProductListState,
} from './product-query';
import { deleteProduct, toggleProductStatus, useProductList } from './products-api';

const sortLabels = {
  newest: 'admin.product.sort.newest',
  price_asc: 'admin.product.sort.price_asc',
  price_desc: 'admin.product.sort.price_desc',
} as const;

/** Every product a page at a time, narrowed and sorted on the server; all kept in the address. */
export function ProductsPage() {
  const t = useT();
  const locale = useLocale();
  const notify = useNotify();
  const [params, changeParams] = useAddressQuery();
  const state = productStateFromParams(params);
  const search = state.query;
  const query = useProductList(state);
  const categories = useCategories();
  const toggling = usePendingRows<number>();
  const deleting = usePendingRows<number>();

  const failed = query.error;
  // the description's toast for what was asked: a search, a category's products, a filter
  const failure = search
    ? 'admin.product.searchFailed'
    : state.category !== null
      ? 'admin.product.categoryFailed'
      : state.status !== null || state.sort !== null
        ? 'admin.product.filterFailed'
        : 'admin.product.fetchFailed';
  useEffect(() => {
    if (failed) notify.failure(failure);
    // one toast per failure, not per render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failed]);

  const show = (next: (latest: ProductListState) => ProductListState) =>
    changeParams((latest) => productStateToParams(next(productStateFromParams(latest))));
  const filter = (change: Parameters<typeof withProductFilters>[1]) =>
    show((latest) => withProductFilters(latest, change));

  const categoryOptions = (categories.data ?? []).flatMap((top) => [
    { value: top.id, label: pick(top, 'name', locale) },
    ...top.children.map((child) => ({
      value: child.id,
      label: `— ${pick(child, 'name', locale)}`,
    })),
  ]);

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
      // stays in view at the right edge however wide the other columns get
      fixed: 'right',
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
      <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
        <Input.Search
          key={search}
          defaultValue={search}
          allowClear
          enterButton={t('admin.action.search')}
          placeholder={t('admin.product.searchPlaceholder')}
          aria-label={t('admin.product.search')}
          onSearch={(value) => filter({ query: value.trim() })}
          style={{ maxWidth: 420 }}
        />
        <Select<number>
          allowClear
          showSearch
          optionFilterProp="label"
          value={state.category ?? undefined}
          onChange={(category) => filter({ category: category ?? null })}
          aria-label={t('admin.product.categoryFilter')}
          placeholder={t('admin.product.anyCategory')}
          style={{ minWidth: 200 }}
          options={categoryOptions}
        />
        <Select<0 | 1 | 'any'>
          value={state.status ?? 'any'}
          onChange={(status) => filter({ status: status === 'any' ? null : status })}
          aria-label={t('admin.product.availability')}
          style={{ minWidth: 170 }}
          options={[
            { value: 'any', label: t('admin.product.anyAvailability') },
            { value: 1, label: t('admin.product.onSale') },
            { value: 0, label: t('admin.product.notAvailable') },
          ]}
        />
        <Select<ProductSort>
          value={state.sort ?? 'newest'}
          onChange={(sort) => filter({ sort: sort === 'newest' ? null : sort })}
          aria-label={t('admin.product.sort')}
          style={{ minWidth: 190 }}
          options={productSorts.map((value) => ({ value, label: t(sortLabels[value]) }))}
        />
        {hasProductFilters(state) && (
          <Button type="link" onClick={() => filter({ query: '', category: null, status: null })}>
            {t('admin.list.clearFilters')}
          </Button>
        )}
      </Flex>
      {failed && (
        <QueryError error={failed} title={t(failure)} onRetry={() => void query.reload()} />
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
              : hasProductFilters(state)
                ? t('admin.product.emptyFiltered')
                : t('admin.product.empty'),
        }}
        pagination={{
          current: state.page,
          pageSize: state.per_page,
          total: list?.meta?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: pageSizes,
          showTotal: (total) => t('admin.list.total', { count: total }),
          onChange: (page, perPage) =>
            show((latest) => ({
              ...latest,
              page: perPage === latest.per_page ? page : 1,
              per_page: perPage,
            })),
        }}
      />
    </>
  );
}
