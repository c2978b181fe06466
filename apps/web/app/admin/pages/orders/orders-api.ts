import { callEndpoint } from '../../client/http';
import { invalidate, useQuery } from '../../client/query-cache';
import type { Order } from '../../client/types';
import {
  EXPORT_PER_PAGE,
  noFilters,
  orderPageQuery,
  orderPageUrl,
  readAllPages,
  type OrderFilters,
} from './order-query';

/** Every order read (pages, counts, stats) is cached under this prefix. */
export const ordersKey = 'orders';

async function fetchPage(filters: OrderFilters, page: number, perPage: number) {
  const answer = await callEndpoint('GET /payment/orders', {
    query: orderPageQuery(filters, page, perPage),
  });
  // Only a call without any parameter answers the bare array.
  if (Array.isArray(answer)) throw new Error('The orders list answered no page.');
  return answer;
}

/** One page of the orders the filters let through, newest first, and how many there are. */
export function useOrderPage(filters: OrderFilters, page: number, perPage: number) {
  const url = orderPageUrl(filters, page, perPage);
  return useQuery(`${ordersKey}?${url}`, () => fetchPage(filters, page, perPage), {
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
  return useQuery(`${ordersKey}/stats?${from}..${to}`, () =>
    callEndpoint('GET /payment/orders/stats', { query: { from, to } }),
  );
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
  await callEndpoint('GET /payment/doneOrInProgress/:id/:done', { params: { id, done: seen } });
  reloadOrders();
}

export async function cancelOrder(id: number): Promise<Order> {
  const { data } = await callEndpoint('POST /payment/orders/:id/cancel', { params: { id } });
  reloadOrders();
  return data;
}

export const reloadOrders = () => invalidate(ordersKey);
