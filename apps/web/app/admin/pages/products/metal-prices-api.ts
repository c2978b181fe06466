import type { MetalPrice, MetalPriceBody } from '@voski/contract';
import { endpointUrl } from '@voski/contract/endpoint';
import { callEndpoint } from '../../client/http';
import { invalidate, setQueryData, useQuery } from '../../client/query-cache';

const pricesKey = 'metal-prices';

const HISTORY_PER_PAGE = 20;

/** Every price per gram set, newest first, a page at a time. */
export function useMetalPriceHistory(page: number) {
  const query = { page, per_page: HISTORY_PER_PAGE };
  const url = endpointUrl('GET /metal-prices/history', { query });
  return useQuery(
    `${pricesKey}/history?${url}`,
    () => callEndpoint('GET /metal-prices/history', { query }),
    { keepPrevious: true },
  );
}

export function useMetalPrices() {
  return useQuery(pricesKey, () => callEndpoint('GET /metal-prices'));
}

/** Sets one price per gram; answers how many products were repriced with it. */
export async function saveMetalPrice(body: MetalPriceBody): Promise<number> {
  const saved = await callEndpoint('PUT /metal-prices', { body });
  setQueryData<MetalPrice[]>(pricesKey, (list = []) => [
    ...list.filter((p) => p.metal !== saved.data.metal || p.fineness !== saved.data.fineness),
    saved.data,
  ]);
  // The repriced products' lists and forms are stale now, and the history has a new entry.
  invalidate('products');
  invalidate(`${pricesKey}/history`);
  return saved.repriced;
}
