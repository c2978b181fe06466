import { callEndpoint } from '../../client/http';
import { invalidate, useQuery } from '../../client/query-cache';
import { ordersKey } from './orders-api';

const holdsKey = 'held-pieces';

export function useHeldOrders() {
  return useQuery(holdsKey, () => callEndpoint('GET /payment/holds'));
}

/** Ends an unpaid order's time to pay now; the lists of holds and orders are read again. */
export async function releaseHold(id: number) {
  await callEndpoint('POST /payment/holds/:id/release', { params: { id } });
  invalidate(holdsKey, ordersKey);
}
