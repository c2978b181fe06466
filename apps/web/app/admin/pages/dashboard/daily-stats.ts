import type { Order } from '../../client/types';
import { shopDay } from '../../ui/format';

export interface DayStats {
  /** YYYY-MM-DD in the shop's time zone. */
  day: string;
  orders: number;
  /** AMD taken that day: paid orders, cancelled ones left out. */
  revenue: number;
}

/** The `days` days up to `today` (YYYY-MM-DD), oldest first. */
export function lastDays(today: string, days: number): string[] {
  const end = new Date(`${today}T12:00:00Z`);
  return Array.from({ length: days }, (_, i) => {
    const date = new Date(end);
    date.setUTCDate(end.getUTCDate() - (days - 1 - i));
    return date.toISOString().slice(0, 10);
  });
}

/** Orders placed and revenue per day over the last `days` days. */
export function dailyStats(
  orders: readonly Pick<Order, 'created_at' | 'total' | 'payment_status' | 'done'>[],
  today: string,
  days: number,
): DayStats[] {
  const stats = new Map(lastDays(today, days).map((day) => [day, { day, orders: 0, revenue: 0 }]));
  for (const order of orders) {
    const entry = stats.get(shopDay(order.created_at));
    if (!entry) continue;
    entry.orders += 1;
    if (order.payment_status === 'paid' && order.done !== 3) entry.revenue += order.total;
  }
  return [...stats.values()];
}
