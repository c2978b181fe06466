import { and, eq, ne, sql } from 'drizzle-orm';
import { OrderStatus } from '@voski/contract';
import { orders } from './schema/index.ts';

/*
 * What the shop keeps of its orders, as SQL over the orders table: the order stats and each
 * promotion's revenue count the same money. Here, not in the orders module, so that modules
 * the orders module reads (the promotions, through the catalogue) can count it too.
 */

/** An order whose money stays with the shop: paid, not cancelled (its payment is on its way back). */
export const paidAndKept = and(
  eq(orders.payment_status, 'paid'),
  ne(orders.done, OrderStatus.Cancelled),
)!;

/** Paid money that stays with the shop. */
export const revenue =
  sql<number>`coalesce(sum(${orders.total}) filter (where ${paidAndKept}), 0)`.mapWith(Number);
