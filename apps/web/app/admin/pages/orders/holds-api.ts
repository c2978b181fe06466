import type { HeldOrder } from '@voski/contract';
import { getJson, sendJson } from '../../client/http';
import { invalidate, useQuery } from '../../client/query-cache';
import { ordersKey } from './orders-api';

const holdsKey = 'held-pieces';

export function useHeldOrders() {
  return useQuery(holdsKey, () => getJson<{ data: HeldOrder[] }>('/api/payment/holds'));
}

/** Ends an unpaid order's time to pay now; the lists of holds and orders are read again. */
export async function releaseHold(id: number) {
  await sendJson('POST', `/api/payment/holds/${id}/release`);
  invalidate(holdsKey, ordersKey);
}
