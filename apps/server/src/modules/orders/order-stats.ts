import { sql } from 'drizzle-orm';
import {
  addDays,
  daysBetween,
  daySpan,
  orderStatuses,
  paymentStatuses,
  SHOP_TIME_ZONE,
  shopDay,
  STATS_DAYS_DEFAULT,
  STATS_DAYS_MAX,
  type OrderStats,
  type OrderStatsQuery,
} from '@voski/contract';
import type { Db } from '../../db/client.ts';
import { paidAndKept, revenue } from '../../db/kept-money.ts';
import { orders } from '../../db/schema/index.ts';
import { invalid } from '../../http/errors.ts';
import { placedBetween, shownPaymentStatus } from './order-filters.ts';

/** The days the stats cover: as asked, by default the last 30 days up to today (shop time). */
export function statsRange(query: OrderStatsQuery, now: Date): { from: string; to: string } {
  const to = query.to ?? shopDay(now);
  const from = query.from ?? addDays(to, 1 - STATS_DAYS_DEFAULT);
  if (from > to) throw invalid({ to: ['The to date must not be before the from date.'] });
  if (daySpan(from, to) > STATS_DAYS_MAX) {
    throw invalid({ from: [`The stats cover at most ${STATS_DAYS_MAX} days at once.`] });
  }
  return { from, to };
}

const kept = sql<number>`count(*) filter (where ${paidAndKept})`.mapWith(Number);

/**
 * Counts by status and payment status, paid revenue and a per-day series over a range of
 * days, from one grouped query: the orders themselves are never loaded.
 */
export async function orderStats(db: Db, query: OrderStatsQuery, now: Date): Promise<OrderStats> {
  const { from, to } = statsRange(query, now);
  const shown = shownPaymentStatus(now);
  const day = sql<string>`((${orders.created_at} at time zone ${SHOP_TIME_ZONE})::date)::text`;
  const groups = await db
    .select({
      day,
      done: orders.done,
      payment: shown,
      count: sql<number>`count(*)`.mapWith(Number),
      revenue,
      kept,
    })
    .from(orders)
    .where(placedBetween(from, to))
    // By position: the same expression with its own bound parameters is another to PostgreSQL.
    .groupBy(sql`1`, sql`2`, sql`3`);

  const stats: OrderStats = {
    from,
    to,
    count: 0,
    revenue: 0,
    kept: 0,
    by_status: Object.fromEntries(
      orderStatuses.map((s) => [String(s), 0]),
    ) as OrderStats['by_status'],
    by_payment_status: Object.fromEntries(
      paymentStatuses.map((s) => [s, 0]),
    ) as OrderStats['by_payment_status'],
    days: [],
  };
  const days = new Map(
    daysBetween(from, to).map((d) => [d, { day: d, count: 0, revenue: 0, kept: 0 }]),
  );
  for (const group of groups) {
    stats.count += group.count;
    stats.revenue += group.revenue;
    stats.kept += group.kept;
    const status = String(group.done) as keyof OrderStats['by_status'];
    if (status in stats.by_status) stats.by_status[status] += group.count;
    if (group.payment in stats.by_payment_status) {
      stats.by_payment_status[group.payment] += group.count;
    }
    const entry = days.get(group.day);
    if (entry) {
      entry.count += group.count;
      entry.revenue += group.revenue;
      entry.kept += group.kept;
    }
  }
  stats.days = [...days.values()];
  return stats;
}
