import { and, gte, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { shownPaymentStatus } from './views.ts';

/** Tries of one checkout lie at most this far apart ("Try again" places a new order). */
export const ATTEMPT_WINDOW_MS = 24 * 60 * 60_000;

/** A payment that did not go through: the order was one try of its checkout, not a sale. */
export const isFailedTry = (paymentStatus: string) =>
  paymentStatus === 'declined' || paymentStatus === 'expired';

interface TryRow {
  id: number;
  email: string;
  payment_status: string;
  expires_at: Date;
  created_at: Date;
}

const ATTEMPTS_MAX = 50;

/**
 * The other tries of an order's checkout, as the grouped list counts them (order-filters.ts):
 * for an order that went through, the declined or expired orders of the same e-mail in the
 * day before it; for a try that did not, the orders of that e-mail within a day either side.
 */
export async function attemptsOf(db: Db, order: TryRow, now: number) {
  const failed = isFailedTry(shownPaymentStatus(order, now));
  const from = new Date(order.created_at.getTime() - ATTEMPT_WINDOW_MS);
  const to = failed ? new Date(order.created_at.getTime() + ATTEMPT_WINDOW_MS) : order.created_at;
  const rows = await db
    .select({
      id: orders.id,
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
    .orderBy(orders.created_at, orders.id)
    // a day's orders of one e-mail are few; a flood of them is not read whole
    .limit(ATTEMPTS_MAX);
  return rows
    .map(({ expires_at, ...row }) => ({
      ...row,
      payment_status: shownPaymentStatus({ payment_status: row.payment_status, expires_at }, now),
    }))
    .filter((row) => failed || isFailedTry(row.payment_status));
}
