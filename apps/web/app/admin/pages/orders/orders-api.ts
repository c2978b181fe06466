import { getJson, requestJson, sendJson } from '../../client/http';
import { invalidate, useQuery } from '../../client/query-cache';
import type { Order, OrderStats } from '../../client/types';
import {
  EXPORT_PER_PAGE,
  noFilters,
  orderPageUrl,
  readAllPages,
  type OrderFilters,
  type Paged,
} from './order-query';

/** Every order read (pages, counts, stats) is cached under this prefix. */
export const ordersKey = 'orders';

const fetchPage = (filters: OrderFilters, page: number, perPage: number) =>
  getJson<Paged<Order>>(orderPageUrl(filters, page, perPage));

/** One page of the orders the filters let through, newest first, and how many there are. */
export function useOrderPage(filters: OrderFilters, page: number, perPage: number) {
  const url = orderPageUrl(filters, page, perPage);
  return useQuery(`${ordersKey}?${url}`, () => getJson<Paged<Order>>(url), {
    keepPrevious: true,
  });
}

/** How many orders the filters let through (a page of one, read for its total). */
export function useOrderCount(filters: Partial<OrderFilters>) {
  const query = useOrderPage({ ...noFilters, ...filters }, 1, 1);
  return { ...query, data: query.data?.meta.total };
}

/** Counts, revenue and orders per day over days `from`..`to` (shop time). */
export function useOrderStats(from: string, to: string) {
  const url = `/api/payment/orders/stats?from=${from}&to=${to}`;
  return useQuery(`${ordersKey}/stats?${from}..${to}`, () => getJson<OrderStats>(url));
}

/** Every order the filters let through, read a page of 100 at a time. */
export function fetchFilteredOrders(
  filters: OrderFilters,
  onProgress?: (read: number, total: number) => void,
): Promise<Order[]> {
  return readAllPages((page) => fetchPage(filters, page, EXPORT_PER_PAGE), onProgress);
}

/**
 * Moves an order on from `seen`, the status shown; 409 when it moved since. The contract's
 * answer is the whole orders array, which is not needed: the pages shown are read again.
 */
export async function advanceOrder(id: number, seen: number): Promise<void> {
  await requestJson<unknown>(`/api/payment/doneOrInProgress/${id}/${seen}`);
  reloadOrders();
}

export async function cancelOrder(id: number): Promise<Order> {
  const { data } = await sendJson<{ data: Order }>('POST', `/api/payment/orders/${id}/cancel`);
  reloadOrders();
  return data;
}

export const reloadOrders = () => invalidate(ordersKey);
