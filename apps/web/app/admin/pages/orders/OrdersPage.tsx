import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useLocale } from '../../../lib/i18n/use-locale';
import { pick } from '../../../lib/i18n/locale';
import type { StaffMessageId as MessageId } from '../../../lib/i18n/messages';
import { asApiError } from '../../client/api-error';
import { usePendingRows } from '../../client/use-action';
import { useNotify } from '../../client/use-notify';
import type { Order } from '../../client/types';
import { ContactCell } from '../../ui/ContactCell';
import { formatAmd, formatDateTime, shopDay } from '../../ui/format';
import { KeyboardPopconfirm } from '../../ui/KeyboardPopconfirm';
import { pageSizes } from '../../ui/page-param';
import { PageTitle } from '../../ui/PageTitle';
import { QueryError } from '../../ui/QueryError';
import { StatusTag } from '../../ui/StatusTag';
import { useAddressQuery } from '../../ui/use-address-query';
import { useT } from '../../ui/use-t';
import { downloadFile } from '../../ui/xlsx';
import { isRegion, regionLabels } from '../../../storefront/checkout/checkout-options';
import {
  cancelQuestion,
  canCancel,
  nextStep,
  orderPlace,
  statusLabelOf,
  stepLabels,
  sumTotals,
} from './order-facts';
import { OrderDetails } from './OrderDetails';
import {
  paymentLooks,
  paymentStatusLabels,
  paymentTypeLabels,
  statusLabels,
  statusLooks,
  testPaymentLook,
} from './order-labels';
import {
  hasFilters,
  orderStateFromParams,
  orderStateToParams,
  withFilters,
  type OrderFilters,
  type OrderListState,
} from './order-query';
import { OrderFilterBar } from './OrderFilterBar';
import { ShipDialog } from './ShipDialog';
import {
  advanceOrder,
  cancelOrder,
  fetchFilteredOrders,
  reloadOrders,
  useOrderPage,
} from './orders-api';
import { ordersWorkbook } from './orders-export';

/** The orders a page at a time, filtered on the server; filters and page live in the address. */
export function OrdersPage() {
  const t = useT();
  const locale = useLocale();
  const notify = useNotify();
  const [params, changeParams] = useAddressQuery();
  const state = orderStateFromParams(params);
  const query = useOrderPage(state, state.page, state.per_page);
  const moving = usePendingRows<number>();
  const [exporting, setExporting] = useState<{ read: number; total: number } | null>(null);
  // the order "Mark as in transit" asks carrier and tracking number for
  const [shipping, setShipping] = useState<number | null>(null);

  const shown = query.data?.data ?? [];
  const matching = query.data?.meta.total ?? 0;
  const total = sumTotals(shown);
  const emptyText: MessageId = query.error
    ? 'admin.list.failed'
    : hasFilters({ ...state, from: null, to: null })
      ? 'admin.orders.emptyFiltered'
      : state.from
        ? 'admin.orders.emptyRange'
        : 'admin.orders.empty';

  const show = (next: (latest: OrderListState) => OrderListState) =>
    changeParams((latest) => orderStateToParams(next(orderStateFromParams(latest))));
  const filter = (change: Partial<OrderFilters>) => show((latest) => withFilters(latest, change));

  const statusText = (done: number) => (statusLabels[done] ? t(statusLabels[done]) : String(done));
  const paymentText = (value: string) =>
    paymentStatusLabels[value] ? t(paymentStatusLabels[value]) : value;
  const placeText = (order: Order) =>
    orderPlace(order, (region) => (isRegion(region) ? t(regionLabels[region]) : undefined), locale);
  const paymentTypeText = (type: number) =>
    paymentTypeLabels[type] ? t(paymentTypeLabels[type]) : String(type);

  /** A 409 means someone else moved the order first: show the list as it is now. */
  const onMoveFailed = (error: unknown) => {
    if (asApiError(error).status === 409) {
      reloadOrders();
      notify.warning('admin.orders.conflict', asApiError(error).message);
    } else notify.error(error);
  };

  /** In transit → delivered, from the status shown (409 when it moved meanwhile). */
  const advance = (order: Order) =>
    moving.track(order.id, async () => {
      try {
        await advanceOrder(order.id, order.done);
        const step = nextStep(order);
        notify.success(step ? stepLabels[step].done : 'admin.orders.delivered');
      } catch (error) {
        onMoveFailed(error);
      }
    });

  const cancel = (order: Order) =>
    moving.track(order.id, async () => {
      try {
        await cancelOrder(order.id);
        notify.success('admin.orders.cancelled');
      } catch (error) {
        onMoveFailed(error);
      }
    });

  const exportFiltered = async () => {
    setExporting({ read: 0, total: matching });
    try {
      const orders = await fetchFilteredOrders(state, (read, all) =>
        setExporting({ read, total: all }),
      );
      const workbook = await ordersWorkbook(orders, {
        headers: {
          id: t('admin.orders.column.id'),
          date: t('admin.column.date'),
          name: t('admin.orders.column.name'),
          surname: t('admin.orders.column.surname'),
          email: t('admin.orders.column.email'),
          phone: t('admin.orders.column.phone'),
          region: t('admin.orders.column.region'),
          address: t('admin.orders.column.address'),
          products: t('admin.orders.column.lines'),
          subtotal: t('admin.orders.column.subtotal'),
          discount: t('admin.orders.column.discount'),
          discounts: t('admin.orders.discounts'),
          delivery: t('admin.orders.column.delivery'),
          total: t('admin.orders.column.total'),
          payment: t('admin.orders.column.payment'),
          paymentStatus: t('admin.orders.column.paymentStatus'),
          testPayment: t('admin.orders.column.testPayment'),
          status: t('admin.orders.column.status'),
          message: t('admin.orders.column.message'),
        },
        sheet: t('admin.page.paymentOrders'),
        sumRow: t('admin.orders.sumRow'),
        date: (iso) => formatDateTime(iso, locale),
        place: placeText,
        paymentType: paymentTypeText,
        paymentStatus: paymentText,
        testPayment: (test) => (test ? t('admin.orders.testPayment.yes') : ''),
        status: statusText,
        discountName: (line) => pick(line, 'name', locale),
        freeDelivery: t('admin.promotions.freeDeliveryValue'),
      });
      const suffix = state.from && state.to ? `${state.from}_${state.to}` : shopDay(new Date());
      downloadFile(workbook, `orders-${suffix}.xlsx`);
    } catch (error) {
      notify.error(error);
    } finally {
      setExporting(null);
    }
  };

  const columns: TableColumnsType<Order> = [
    {
      title: t('admin.orders.column.id'),
      dataIndex: 'id',
      key: 'id',
      width: 80,
      render: (id: number) => (
        <Link to={`/admin/payment/orders/${id}`} aria-label={t('admin.order.open', { id })}>
          #{id}
        </Link>
      ),
    },
    {
      title: t('admin.column.date'),
      key: 'date',
      width: 120,
      render: (_, order) => formatDateTime(order.created_at, locale),
    },
    {
      title: t('admin.orders.column.customer'),
      key: 'customer',
      render: (_, order) => (
        <ContactCell
          name={`${order.name} ${order.surname}`}
          email={order.email}
          phone={order.phone}
        />
      ),
    },
    {
      title: t('admin.orders.column.total'),
      key: 'total',
      align: 'right',
      width: 150,
      render: (_, order) => (
        <Space direction="vertical" size={0} align="end">
          <Typography.Text strong>{formatAmd(order.total, locale)}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('admin.orders.deliveryIncluded', { fee: formatAmd(order.delivery, locale) })}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('admin.orders.column.payment'),
      key: 'payment',
      width: 150,
      render: (_, order) => (
        <Space direction="vertical" size={4}>
          {paymentTypeText(order.payment_type)}
          <StatusTag look={paymentLooks[order.payment_status]}>
            {paymentText(order.payment_status)}
          </StatusTag>
          {order.test_payment && (
            <StatusTag look={testPaymentLook}>{t('admin.orders.column.testPayment')}</StatusTag>
          )}
        </Space>
      ),
    },
    {
      title: t('admin.orders.column.status'),
      key: 'status',
      width: 140,
      render: (_, order) => (
        <StatusTag look={statusLooks[order.done]}>
          {statusLabelOf(order) ? t(statusLabelOf(order)!) : statusText(order.done)}
        </StatusTag>
      ),
    },
    {
      title: t('admin.column.actions'),
      key: 'actions',
      fixed: 'right',
      width: 150,
      render: (_, order) => {
        const step = nextStep(order);
        const labels = step ? stepLabels[step] : null;
        const busy = moving.isPending(order.id);
        return (
          <Space direction="vertical" size={4}>
            {step === 'ship' && (
              <Button
                size="small"
                type="primary"
                loading={busy}
                disabled={busy}
                onClick={() => setShipping(order.id)}
                aria-label={t('admin.orders.shipNamed', { id: order.id })}
              >
                {t('admin.orders.ship')}
              </Button>
            )}
            {labels?.confirm && (
              <KeyboardPopconfirm
                title={t(labels.confirm, { id: order.id })}
                okText={t(labels.label)}
                cancelText={t('admin.action.back')}
                onConfirm={() => void advance(order)}
                disabled={busy}
              >
                <Button
                  size="small"
                  type="primary"
                  loading={busy}
                  disabled={busy}
                  aria-label={t(labels.named, { id: order.id })}
                >
                  {t(labels.label)}
                </Button>
              </KeyboardPopconfirm>
            )}
            {order.done === 0 && !step && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('admin.orders.awaitingPayment')}
              </Typography.Text>
            )}
            {canCancel(order) && (
              <KeyboardPopconfirm
                title={t(cancelQuestion(order), { id: order.id })}
                okText={t('admin.orders.cancel')}
                okButtonProps={{ danger: true }}
                cancelText={t('admin.action.back')}
                onConfirm={() => void cancel(order)}
                disabled={busy}
              >
                <Button
                  size="small"
                  danger
                  disabled={busy}
                  aria-label={t('admin.orders.cancelNamed', { id: order.id })}
                >
                  {t('admin.orders.cancel')}
                </Button>
              </KeyboardPopconfirm>
            )}
          </Space>
        );
      },
    },
  ];

  return (
    <>
      <PageTitle
        extra={
          <>
            <Button
              icon={<ReloadOutlined />}
              onClick={() => void query.reload()}
              disabled={query.fetching}
            >
              {t('admin.action.reload')}
            </Button>
            <Button
              icon={<DownloadOutlined />}
              onClick={() => void exportFiltered()}
              loading={exporting !== null}
              disabled={matching === 0 || exporting !== null}
            >
              {exporting && exporting.total > 0
                ? t('admin.orders.exporting', { read: exporting.read, total: exporting.total })
                : t('admin.orders.export')}
            </Button>
          </>
        }
      >
        {t('admin.page.paymentOrders')}
      </PageTitle>
      {shipping !== null && (
        <ShipDialog
          orderId={shipping}
          onClose={() => setShipping(null)}
          onShipped={() => {
            setShipping(null);
            notify.success('admin.orders.shipped');
          }}
        />
      )}
      <OrderFilterBar
        filters={state}
        onChange={filter}
        statusText={statusText}
        paymentText={paymentText}
      />
      {query.error && <QueryError error={query.error} onRetry={() => void query.reload()} />}
      <Table<Order>
        rowKey="id"
        columns={columns}
        dataSource={shown}
        loading={query.fetching}
        tableLayout="fixed"
        // the columns fit 1280 px with the menu open; narrower screens scroll, actions stay
        scroll={{ x: 960 }}
        expandable={{
          expandedRowRender: (order) => <OrderDetails order={order} placeText={placeText} />,
        }}
        pagination={{
          current: state.page,
          pageSize: state.per_page,
          total: matching,
          showSizeChanger: true,
          pageSizeOptions: pageSizes,
          showTotal: (count) => t('admin.list.total', { count }),
          onChange: (page, perPage) =>
            show((latest) => ({
              ...latest,
              page: perPage === latest.per_page ? page : 1,
              per_page: perPage,
            })),
        }}
        locale={{ emptyText: t(emptyText) }}
        summary={() =>
          shown.length > 0 ? (
            <Table.Summary.Row>
              {/* the expand column, then number, date and customer */}
              <Table.Summary.Cell index={0} colSpan={4}>
                <Typography.Text strong data-testid="orders-sum-label">
                  {t('admin.orders.sum', { count: shown.length })}
                </Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={4} align="right">
                <Typography.Text strong data-testid="orders-sum">
                  {formatAmd(total, locale)}
                </Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={5} colSpan={3} />
            </Table.Summary.Row>
          ) : null
        }
      />
    </>
  );
}
