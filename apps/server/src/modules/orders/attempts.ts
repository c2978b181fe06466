import { and, gte, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, type StoredOrderLine } from '../../db/schema/index.ts';
import { shownPaymentStatus } from './views.ts';

/** Tries of one checkout lie at most this far apart ("Try again" places a new order). */
export const ATTEMPT_WINDOW_MS = 24 * 60 * 60_000;

/** A payment that did not go through: the order was one try of its checkout, not a sale. */
export const isFailedTry = (paymentStatus: string) =>
  paymentStatus === 'declined' || paymentStatus === 'expired';

/** The basket as a checkout's tries share it: the same pieces, sizes and quantities. */
export const basketSignature = (lines: readonly StoredOrderLine[]): string =>
  lines
    .map((l) => `${l.id}/${l.size ?? ''}x${l.quantity}`)
    .sort()
    .join(',');

interface TryRow {
  id: number;
  email: string;
  lines: StoredOrderLine[];
  payment_status: string;
  expires_at: Date;
  created_at: Date;
}

/**
 * The other tries of an order's checkout: orders of the same e-mail and basket within a day of
 * it, where one of the two did not get paid (two paid orders are two sales, not tries).
 */
export async function attemptsOf(db: Db, order: TryRow, now: number) {
  const from = new Date(order.created_at.getTime() - ATTEMPT_WINDOW_MS);
  const to = new Date(order.created_at.getTime() + ATTEMPT_WINDOW_MS);
  const rows = await db
    .select({
      id: orders.id,
      lines: orders.lines,
      payment_status: orders.payment_status,
      expires_at: orders.expires_at,
      created_at: orders.created_at,
      total: orders.total,
    })
    .from(orders)
    .where(
      and(
        sql`lower(${orders.email}) = ${order.email.toLowerCase()}`,
        gte(orders.created_at, from),
        lte(orders.created_at, to),
        ne(orders.id, order.id),
      ),
    )
    .orderBy(orders.created_at, orders.id);
  const basket = basketSignature(order.lines);
  const failed = isFailedTry(shownPaymentStatus(order, now));
  return rows
    .map((row) => ({ ...row, payment_status: shownPaymentStatus(row, now) }))
    .filter(
      (row) => basketSignature(row.lines) === basket && (failed || isFailedTry(row.payment_status)),
    )
    .map(({ id, payment_status, total, created_at }) => ({
      id,
      payment_status,
      total,
      created_at,
    }));
}
