import { ArrowLeftOutlined, RollbackOutlined } from '@ant-design/icons';
import { Button, Card, Col, Descriptions, Form, Input, List, Row, Space, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import type { StaffOrderView } from '@voski/contract';
import { NOTE_MAX } from '@voski/contract/fulfilment-limits';
import { pick } from '../../../lib/i18n/locale';
import { useLocale } from '../../../lib/i18n/use-locale';
import { asApiError } from '../../client/api-error';
import { useAction } from '../../client/use-action';
import { useNotify } from '../../client/use-notify';
import { formatAmd, formatDateTime } from '../../ui/format';
import { KeyboardPopconfirm } from '../../ui/KeyboardPopconfirm';
import { LoadState } from '../../ui/LoadState';
import { PageTitle } from '../../ui/PageTitle';
import { useRecordId } from '../../ui/record-id';
import { StatusTag } from '../../ui/StatusTag';
import { useFormSave } from '../../ui/use-form-save';
import { useT } from '../../ui/use-t';
import { isRegion, regionLabels } from '../../../storefront/checkout/checkout-options';
import { addOrderNote, deliverOrder, undoOrderMove, useOrderView } from './fulfilment-api';
import { nextStep, orderPlace, statusLabelOf, stepLabels } from './order-facts';
import { advanceOrder, reloadOrders } from './orders-api';
import { paymentLooks, paymentStatusLabels, statusLabels, statusLooks } from './order-labels';
import { OrderTimeline } from './OrderTimeline';
import { ShipDialog } from './ShipDialog';

export const ordersListPath = '/admin/payment/orders';

/** The order's page for staff: what was bought, where it goes, its moves and their history. */
export function OrderPage() {
  const id = useRecordId();
  const query = useOrderView(id);
  return (
    <LoadState query={query} missing={id === null}>
      {(view) => <OrderSheet view={view} />}
    </LoadState>
  );
}

function OrderSheet({ view }: { view: StaffOrderView }) {
  const t = useT();
  const locale = useLocale();
  const { order } = view;
  const statusText = (done: number) => (statusLabels[done] ? t(statusLabels[done]) : String(done));
  const paymentText = (value: string) =>
    paymentStatusLabels[value] ? t(paymentStatusLabels[value]) : value;
  const place = orderPlace(
    order,
    (region) => (isRegion(region) ? t(regionLabels[region]) : undefined),
    locale,
  );

  return (
    <>
      <PageTitle extra={<OrderMoves view={view} statusText={statusText} />}>
        {t('admin.order.title', { id: order.id })}
      </PageTitle>
      <p>
        <Link to={ordersListPath}>
          <ArrowLeftOutlined /> {t('admin.order.back')}
        </Link>
      </p>
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={14}>
          <Space direction="vertical" size="large" style={{ width: '100%' }}>
            <Descriptions
              size="small"
              column={1}
              bordered
              items={[
                {
                  key: 'status',
                  label: t('admin.orders.column.status'),
                  children: (
                    <span data-testid="order-status">
                      <StatusTag look={statusLooks[order.done]}>
                        {statusLabelOf(order) ? t(statusLabelOf(order)!) : statusText(order.done)}
                      </StatusTag>
                    </span>
                  ),
                },
                {
                  key: 'payment',
                  label: t('admin.orders.column.payment'),
                  children: (
                    <StatusTag look={paymentLooks[order.payment_status]}>
                      {paymentText(order.payment_status)}
                    </StatusTag>
                  ),
                },
                {
                  key: 'total',
                  label: t('admin.orders.column.total'),
                  children: `${formatAmd(order.total, locale)} (${t('admin.orders.deliveryIncluded', { fee: formatAmd(order.delivery, locale) })})`,
                },
                {
                  key: 'customer',
                  label: t('admin.orders.column.customer'),
                  children: `${order.name} ${order.surname} · ${order.email} · ${order.phone}`,
                },
                {
                  key: 'address',
                  label: t('admin.orders.column.address'),
                  children: `${place}, ${order.address}`,
                },
                {
                  key: 'link',
                  label: t('admin.order.customerLink'),
                  children: view.customer_url ? (
                    <Typography.Link href={view.customer_url} target="_blank" rel="noreferrer">
                      {view.customer_url}
                    </Typography.Link>
                  ) : (
                    t('admin.order.noCustomerLink')
                  ),
                },
                ...(view.shipment
                  ? [
                      {
                        key: 'tracking',
                        label: t('admin.order.tracking'),
                        children: (
                          <Typography.Link
                            href={view.shipment.url}
                            target="_blank"
                            rel="noreferrer"
                            data-testid="order-tracking"
                          >
                            {t('admin.order.trackingValue', {
                              carrier: view.shipment.carrier,
                              number: view.shipment.number,
                            })}
                          </Typography.Link>
                        ),
                      },
                    ]
                  : []),
                {
                  key: 'message',
                  label: t('admin.orders.column.message'),
                  children: <span style={{ whiteSpace: 'pre-wrap' }}>{order.message || '—'}</span>,
                },
              ]}
            />
            <Card size="small" title={t('admin.order.items')}>
              <List
                size="small"
                dataSource={view.lines}
                renderItem={(line) => (
                  <List.Item>
                    <span>
                      {pick(line, 'title', locale) || `#${line.id}`}
                      {line.size && ` (${t('admin.order.size', { size: line.size })})`}
                      {line.model && ` · ${line.model}`}
                    </span>
                    <span>
                      × {line.quantity} · {formatAmd(line.price, locale)}
                    </span>
                  </List.Item>
                )}
              />
            </Card>
            <OrderNotes view={view} />
          </Space>
        </Col>
        <Col xs={24} lg={10}>
          <Card size="small" title={t('admin.order.timeline')}>
            <OrderTimeline
              entries={view.timeline}
              statusText={statusText}
              paymentText={paymentText}
            />
          </Card>
        </Col>
      </Row>
    </>
  );
}

/** Send (asks carrier and number), deliver (asks first), and take the last move back. */
function OrderMoves({
  view,
  statusText,
}: {
  view: StaffOrderView;
  statusText: (done: number) => string;
}) {
  const t = useT();
  const locale = useLocale();
  const notify = useNotify();
  const [shipping, setShipping] = useState(false);
  const { order } = view;
  const step = nextStep(order);
  const failed = (error: unknown) => {
    if (asApiError(error).status !== 409) return notify.error(error);
    reloadOrders();
    notify.warning('admin.order.conflict', asApiError(error).message);
  };
  const deliver = useAction(async () => {
    try {
      await deliverOrder(order.id);
      notify.success('admin.orders.delivered');
    } catch (error) {
      failed(error);
    }
  });
  // Collected in store (ADR 0041): ready for pickup, then collected, by the legacy move.
  const pickupStep = step === 'ready' || step === 'collect' ? stepLabels[step] : null;
  const advance = useAction(async () => {
    try {
      await advanceOrder(order.id, order.done);
      if (pickupStep) notify.success(pickupStep.done);
    } catch (error) {
      failed(error);
    }
  });
  const undo = useAction(async () => {
    try {
      await undoOrderMove(order.id);
      notify.success('admin.order.undone');
    } catch (error) {
      failed(error);
    }
  });
  return (
    <Space wrap>
      {step === 'ship' && (
        <Button type="primary" onClick={() => setShipping(true)}>
          {t('admin.orders.ship')}
        </Button>
      )}
      {step === 'deliver' && (
        <KeyboardPopconfirm
          title={t('admin.order.deliverConfirm', { id: order.id })}
          okText={t('admin.orders.deliver')}
          cancelText={t('admin.action.back')}
          onConfirm={() => void deliver.run()}
        >
          <Button type="primary" loading={deliver.pending}>
            {t('admin.orders.deliver')}
          </Button>
        </KeyboardPopconfirm>
      )}
      {pickupStep?.confirm && (
        <KeyboardPopconfirm
          title={t(pickupStep.confirm, { id: order.id })}
          okText={t(pickupStep.label)}
          cancelText={t('admin.action.back')}
          onConfirm={() => void advance.run()}
        >
          <Button type="primary" loading={advance.pending}>
            {t(pickupStep.label)}
          </Button>
        </KeyboardPopconfirm>
      )}
      {view.undo && (
        <Button icon={<RollbackOutlined />} loading={undo.pending} onClick={() => void undo.run()}>
          {t('admin.order.undo', {
            status: statusText(view.undo.from),
            time: formatDateTime(view.undo.until, locale),
          })}
        </Button>
      )}
      {shipping && (
        <ShipDialog
          orderId={order.id}
          onClose={() => setShipping(false)}
          onShipped={() => {
            setShipping(false);
            notify.success('admin.orders.shipped');
          }}
        />
      )}
    </Space>
  );
}

/** Staff notes: who wrote what and when; the customer never sees them. */
function OrderNotes({ view }: { view: StaffOrderView }) {
  const t = useT();
  const locale = useLocale();
  const notify = useNotify();
  const [form] = Form.useForm<{ text: string }>();
  const save = useFormSave(
    form,
    ({ text }: { text: string }) => addOrderNote(view.order.id, text),
    {
      failed: notify.error,
      saved: () => {
        form.resetFields();
        notify.success('admin.order.noteAdded');
      },
    },
  );
  return (
    <Card size="small" title={t('admin.order.notes')}>
      <Typography.Paragraph type="secondary">{t('admin.order.notesHint')}</Typography.Paragraph>
      <List
        size="small"
        dataSource={view.notes}
        locale={{ emptyText: t('admin.order.noNotes') }}
        renderItem={(note) => (
          <List.Item>
            <List.Item.Meta
              title={`${note.author_name} · ${formatDateTime(note.created_at, locale)}`}
              description={<span style={{ whiteSpace: 'pre-wrap' }}>{note.text}</span>}
            />
          </List.Item>
        )}
      />
      <Form form={form} layout="vertical" onFinish={save.submit} style={{ marginTop: 12 }}>
        <Form.Item
          name="text"
          label={t('admin.order.noteLabel')}
          rules={[{ required: true, whitespace: true, message: t('admin.order.noteRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={NOTE_MAX} />
        </Form.Item>
        <Button htmlType="submit" loading={save.pending}>
          {t('admin.order.addNote')}
        </Button>
      </Form>
    </Card>
  );
}
