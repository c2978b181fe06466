import type { MetalPrice, MetalPriceBody, MetalPriceChange } from '@voski/contract';
import { getJson, sendJson } from '../../client/http';
import { invalidate, setQueryData, useQuery } from '../../client/query-cache';

const pricesKey = 'metal-prices';

const HISTORY_PER_PAGE = 20;

/** Every price per gram set, newest first, a page at a time. */
export function useMetalPriceHistory(page: number) {
  const url = `/api/metal-prices/history?page=${page}&per_page=${HISTORY_PER_PAGE}`;
  return useQuery(
    `${pricesKey}/history?${url}`,
    () =>
      getJson<{
        data: MetalPriceChange[];
        meta: { page: number; per_page: number; total: number };
      }>(url),
    { keepPrevious: true },
  );
}

export function useMetalPrices() {
  return useQuery(pricesKey, () => getJson<MetalPrice[]>('/api/metal-prices'));
}

/** Sets one price per gram; answers how many products were repriced with it. */
export async function saveMetalPrice(body: MetalPriceBody): Promise<number> {
  const saved = await sendJson<{ data: MetalPrice; repriced: number }>(
    'PUT',
    '/api/metal-prices',
    body,
  );
  setQueryData<MetalPrice[]>(pricesKey, (list = []) => [
    ...list.filter((p) => p.metal !== saved.data.metal || p.fineness !== saved.data.fineness),
    saved.data,
  ]);
  // The repriced products' lists and forms are stale now, and the history has a new entry.
  invalidate('products');
  invalidate(`${pricesKey}/history`);
  return saved.repriced;
}
