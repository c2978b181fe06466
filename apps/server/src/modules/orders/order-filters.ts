import { and, eq, gt, gte, inArray, like, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { SHOP_TIME_ZONE, type OrderListQuery, type PaymentStatus } from '@voski/contract';
import { plannedForValues } from '../../db/planned-for-values.ts';
import { orders } from '../../db/schema/index.ts';

/** Midnight starting a day (YYYY-MM-DD) in the shop's time zone, as a timestamp. */
export const startOfDay = (day: string, plusDays = 0) =>
  sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${SHOP_TIME_ZONE})`;

/** Orders placed from the start of `from` to the end of `to`, shop time; either may be open. */
export function placedBetween(from: string | undefined, to: string | undefined): SQL | undefined {
  return and(
    from === undefined ? undefined : gte(orders.created_at, startOfDay(from)),
    to === undefined ? undefined : lt(orders.created_at, startOfDay(to, 1)),
  );
}

/** A pending payment past its time, which the order view already shows as expired. */
const overdue = (now: Date) =>
  and(eq(orders.payment_status, 'pending'), lte(orders.expires_at, now))!;

/** The payment status as staff see it (see `orderView`): overdue pending reads as expired. */
export const shownPaymentStatus = (now: Date) =>
  sql<PaymentStatus>`case when ${overdue(now)} then 'expired' else ${orders.payment_status} end`;

/** Orders whose shown payment status is one of `statuses`, in a form the indexes serve. */
function paymentStatusIn(statuses: readonly PaymentStatus[], now: Date): SQL | undefined {
  if (statuses.length === 0) return undefined;
  const stored = statuses.filter((s) => s !== 'pending');
  return or(
    stored.length > 0 ? inArray(orders.payment_status, stored) : undefined,
    statuses.includes('pending')
      ? and(eq(orders.payment_status, 'pending'), gt(orders.expires_at, now))
      : undefined,
    statuses.includes('expired') ? overdue(now) : undefined,
  );
}

/** `%`, `_` and `\` match themselves in the text search. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Leaves out the tries of a checkout that did not go through (declined, expired) when the same
 * e-mail placed another order within a day after: "Try again" places a new order, and the list
 * shows the checkout once, as its last order (issue 38; attempts.ts lists the tries).
 */
const notRetried = (now: Date) =>
  sql`not ((${orders.payment_status} in ('declined', 'expired') or ${overdue(now)}) and exists (
    select 1 from ${orders} as later
    where lower(later.email) = lower(${orders.email})
      and later.created_at > ${orders.created_at}
      and later.created_at <= ${orders.created_at} + interval '24 hours'))`;

/** The conditions of the staff's order list, all of them at once. */
export function orderListWhere(query: OrderListQuery, now: Date): SQL | undefined {
  const text = query.query?.toLowerCase();
  return and(
    placedBetween(query.from, query.to),
    query.done?.length ? inArray(orders.done, query.done) : undefined,
    paymentStatusIn(query.payment_status ?? [], now),
    text ? plannedForValues(like(orders.search, `%${escapeLike(text)}%`)) : undefined,
    query.tries === 'grouped' ? notRetried(now) : undefined,
  );
}
