import type { Order, OrderEvent, PaymentStatus, Shipment } from '@voski/contract';
import {
  orders,
  type orderEvents,
  type StoredOrderLine,
  type StoredShipment,
} from '../../db/schema/index.ts';

/** The columns an order's view reads: lists select these, not the search text or gateway facts. */
export const orderViewColumns = {
  id: orders.id,
  name: orders.name,
  surname: orders.surname,
  email: orders.email,
  phone: orders.phone,
  message: orders.message,
  country: orders.country,
  region: orders.region,
  address: orders.address,
  lines: orders.lines,
  total: orders.total,
  delivery: orders.delivery,
  subtotal: orders.subtotal,
  discount: orders.discount,
  discounts: orders.discounts,
  payment_type: orders.payment_type,
  payment_status: orders.payment_status,
  payment_id: orders.payment_id,
  test_payment: orders.test_payment,
  done: orders.done,
  pickup_point: orders.pickup_point,
  pickup_address: orders.pickup_address,
  pickup_hours: orders.pickup_hours,
  expires_at: orders.expires_at,
  created_at: orders.created_at,
  updated_at: orders.updated_at,
};
type OrderViewRow = { [K in keyof typeof orderViewColumns]: (typeof orders.$inferSelect)[K] };

/** A line as the contract has it: `{id, title, model, price, quantity}`, and `size` when chosen. */
export const contractLine = ({ id, title, model, price, quantity, size }: StoredOrderLine) => ({
  id,
  title,
  model,
  price,
  quantity,
  ...(size === undefined ? {} : { size }),
});

/** A line's title in the language (Armenian when it has none in that language). */
export const localizedTitle = (line: StoredOrderLine, language: string): string =>
  (language === 'en' ? line.title_en : language === 'ru' ? line.title_ru : undefined) || line.title;

export const localizedLine = (line: StoredOrderLine, language: string) => ({
  ...contractLine(line),
  title: localizedTitle(line, language),
});

/**
 * A pending payment past its time reads as expired at once; the sweeper (or a check) records
 * it after asking the gateway.
 */
export const shownPaymentStatus = (
  row: { payment_status: string; expires_at: Date },
  now = Date.now(),
): PaymentStatus =>
  row.payment_status === 'pending' && row.expires_at.getTime() <= now
    ? 'expired'
    : (row.payment_status as PaymentStatus);

/** Where an order is collected (issue 38); null: it is delivered. */
export const pickupOf = (row: {
  pickup_point: number | null;
  pickup_address: string;
  pickup_hours: string;
}) =>
  row.pickup_point === null
    ? null
    : { id: row.pickup_point, address: row.pickup_address, hours: row.pickup_hours };

/** An order as the contract shows it. */
export function orderView(row: OrderViewRow, now = Date.now()): Order {
  return {
    id: row.id,
    name: row.name,
    surname: row.surname,
    email: row.email,
    phone: row.phone,
    message: row.message,
    country: row.country,
    region: row.region,
    address: row.address,
    products: JSON.stringify(row.lines.map(contractLine)),
    total: row.total,
    delivery: row.delivery,
    subtotal: row.subtotal,
    discount: row.discount,
    discounts: row.discounts,
    payment_type: row.payment_type,
    payment_status: shownPaymentStatus(row, now),
    payment_id: row.payment_id,
    test_payment: row.test_payment,
    done: row.done,
    pickup: pickupOf(row),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function eventView(row: typeof orderEvents.$inferSelect): OrderEvent {
  return { ...row, created_at: row.created_at.toISOString() };
}

/** How a sent order travels, as staff and the customer see it (issue 38). */
export const shipmentView = (stored: StoredShipment | null): Shipment | null =>
  stored
    ? { carrier: stored.carrier, number: stored.number, url: stored.url, sent_at: stored.sent_at }
    : null;
