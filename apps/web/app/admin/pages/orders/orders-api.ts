import { getJson, requestJson, sendJson } from '../../client/http';
import { invalidate, setQueryData, updateQueries, useQuery } from '../../client/query-cache';
import type { Order } from '../../client/types';

export const ordersKey = 'orders';

export interface DateRange {
  startDate: string;
  endDate: string;
}

/** All orders, or those placed between two days (shop time, both included); newest first. */
export function useOrders(range: DateRange | null) {
  const key = range ? `${ordersKey}/filter?${range.startDate}..${range.endDate}` : ordersKey;
  return useQuery(
    key,
    () =>
      range
        ? sendJson<Order[]>('POST', '/api/payment/filter', range)
        : getJson<Order[]>('/api/payment/orders'),
    { keepPrevious: true },
  );
}

/**
 * Moves an order on from `seen`, the status shown; 409 when it moved since. The answer is
 * every order, which replaces the full list; date-filtered lists are fetched again.
 */
export async function advanceOrder(id: number, seen: number): Promise<void> {
  const all = await requestJson<Order[]>(`/api/payment/doneOrInProgress/${id}/${seen}`);
  setQueryData<Order[]>(ordersKey, () => all);
  invalidate(`${ordersKey}/`);
}

export async function cancelOrder(id: number): Promise<Order> {
  const { data } = await sendJson<{ data: Order }>('POST', `/api/payment/orders/${id}/cancel`);
  updateQueries<Order[]>(ordersKey, (list) =>
    list.map((order) => (order.id === id ? data : order)),
  );
  return data;
}

export const reloadOrders = () => invalidate(ordersKey);
