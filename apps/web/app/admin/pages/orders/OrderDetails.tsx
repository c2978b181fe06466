import { Descriptions } from 'antd';
import { pick } from '../../../lib/i18n/locale';
import { useLocale } from '../../../lib/i18n/use-locale';
import type { Order } from '../../client/types';
import { formatAmd } from '../../ui/format';
import { StatusTag } from '../../ui/StatusTag';
import { useT } from '../../ui/use-t';
import { orderLines } from './order-facts';
import { OrderPaperwork } from './OrderPaperwork';
import { testPaymentLook } from './order-labels';

// underlined: gold alone is too close to the ink around it
const lineLinkStyle = { textDecoration: 'underline' } as const;

/** What an order row opens to: the delivery address, the comment and the lines as priced. */
export function OrderDetails({
  order,
  placeText,
}: {
  order: Order;
  placeText: (order: Order) => string;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      items={[
        ...(order.test_payment
          ? [
              {
                key: 'test',
                label: (
                  <StatusTag look={testPaymentLook}>
                    {t('admin.orders.column.testPayment')}
                  </StatusTag>
                ),
                children: t('admin.orders.testPayment.note'),
              },
            ]
          : []),
        {
          key: 'address',
          label: t('admin.orders.column.address'),
          children: `${placeText(order)}, ${order.address}`,
        },
        ...(order.pickup
          ? [
              {
                key: 'pickup',
                label: t('admin.orders.column.pickup'),
                children: `#${order.pickup.id} ${order.pickup.address} (${order.pickup.hours})`,
              },
            ]
          : []),
        {
          key: 'lines',
          label: t('admin.orders.column.lines'),
          children: (
            <ul style={{ margin: 0, paddingInlineStart: 16 }}>
              {orderLines(order).map((line, index) => (
                <li key={`${line.id}-${index}`}>
                  <a
                    href={`/product/${line.id}`}
                    target="_blank"
                    rel="noreferrer"
                    style={lineLinkStyle}
                  >
                    {line.title || `#${line.id}`}
                  </a>{' '}
                  {line.size && `(${t('admin.order.size', { size: line.size })}) `}
                  {line.model && `${line.model} `}× {line.quantity} ·{' '}
                  {formatAmd(line.price, locale)}
                </li>
              ))}
            </ul>
          ),
        },
        ...(order.discounts.length > 0
          ? [
              {
                key: 'discounts',
                label: t('admin.orders.discounts'),
                children: (
                  <ul style={{ margin: 0, paddingInlineStart: 16 }}>
                    {order.discounts.map((d) => (
                      <li key={d.promotion_id}>
                        {pick(d, 'name', locale)}
                        {d.code && ` (${d.code})`} · −{formatAmd(d.amount, locale)}
                        {d.free_delivery && ` · ${t('admin.promotions.freeDeliveryValue')}`}
                      </li>
                    ))}
                  </ul>
                ),
              },
            ]
          : []),
        {
          key: 'message',
          label: t('admin.orders.column.message'),
          children: <span style={{ whiteSpace: 'pre-wrap' }}>{order.message || '—'}</span>,
        },
        {
          key: 'paperwork',
          label: t('admin.paperwork.label'),
          children: <OrderPaperwork orderId={order.id} />,
        },
      ]}
    />
  );
}
