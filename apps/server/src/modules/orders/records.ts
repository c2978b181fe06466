import { and, eq, isNull, like } from 'drizzle-orm';
import {
  OrderStatus,
  staffMessages,
  type OrderStatusId,
  type PaymentStatus,
} from '@voski/contract';
import type { Tx } from '../../db/client.ts';
import { orderClaims, orderEvents, orders, promotionUses } from '../../db/schema/index.ts';
import { conflict } from '../../http/errors.ts';
import { releaseStock } from './stock.ts';
import { findTransition, paymentMayMove, type Actor } from './transitions.ts';

export type OrderRow = typeof orders.$inferSelect;

/** The order, locked until the transaction ends: its changes happen one at a time. */
export async function lockOrder(tx: Tx, id: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

const actorColumns = (actor: Actor) =>
  actor.kind === 'staff'
    ? { actor_id: actor.id, actor_name: actor.name }
    : { actor_id: null, actor_name: actor.kind };

/** A cancelled, declined or expired order no longer answers a double click of its basket. */
async function releaseBasket(tx: Tx, orderId: number): Promise<void> {
  await tx
    .delete(orderClaims)
    .where(and(eq(orderClaims.order_id, orderId), like(orderClaims.key, 'basket:%')));
}

/**
 * Moves a locked order's `done` status through the transition table, recording who did it.
 * A move the table refuses is a 409.
 */
export async function moveStatus(
  tx: Tx,
  order: OrderRow,
  to: OrderStatusId,
  actor: Actor,
  note = '',
  /** Taking a staff move back (fulfilment.ts): the table's undo-only moves are allowed. */
  undo = false,
): Promise<OrderRow> {
  const found = findTransition(order, to, actor, undo);
  if ('refused' in found) throw conflict(found.refused);
  if (found.transition.refundsPayment?.(order)) {
    throw conflict(staffMessages.refundFirst);
  }
  const [row] = await tx
    .update(orders)
    // Sent with a carrier: taken back to new, it forgets how it was to travel.
    .set({
      done: to,
      updated_at: new Date(),
      ...(to === OrderStatus.New ? { shipment: null } : {}),
    })
    .where(and(eq(orders.id, order.id), eq(orders.done, order.done)))
    .returning();
  if (!row) throw conflict(staffMessages.orderChangedReload);
  await tx.insert(orderEvents).values({
    order_id: order.id,
    kind: 'status',
    from: String(order.done),
    to: String(to),
    note,
    ...actorColumns(actor),
  });
  if (to === OrderStatus.Cancelled) {
    await releaseBasket(tx, order.id);
    // Declined, expired or cancelled: the pieces it held are for sale again.
    await releaseStock(tx, row.lines);
    // And the promotions it used may be used again (a code's limit counts open uses).
    await tx
      .update(promotionUses)
      .set({ released_at: new Date() })
      .where(and(eq(promotionUses.order_id, order.id), isNull(promotionUses.released_at)));
  }
  return row;
}

/** Moves a locked order's payment status, recording it; the moves are paymentTransitions. */
export async function movePayment(
  tx: Tx,
  order: OrderRow,
  to: PaymentStatus,
  actor: Actor,
  note = '',
  extra: { paid_at?: Date; payment_details?: Record<string, unknown> } = {},
): Promise<OrderRow> {
  if (!paymentMayMove(order.payment_status, to)) {
    throw new Error(`Order ${order.id}: payment cannot move ${order.payment_status} → ${to}`);
  }
  const [row] = await tx
    .update(orders)
    .set({ payment_status: to, updated_at: new Date(), ...extra })
    .where(and(eq(orders.id, order.id), eq(orders.payment_status, order.payment_status)))
    .returning();
  if (!row) throw conflict(staffMessages.orderChangedRetry);
  await tx.insert(orderEvents).values({
    order_id: order.id,
    kind: 'payment',
    from: order.payment_status,
    to,
    note,
    ...actorColumns(actor),
  });
  if (to === 'declined' || to === 'expired') await releaseBasket(tx, order.id);
  return row;
}
