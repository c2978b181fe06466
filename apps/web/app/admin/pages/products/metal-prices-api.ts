import type { MetalPrice, MetalPriceBody } from '@voski/contract';
import { getJson, sendJson } from '../../client/http';
import { invalidate, setQueryData, useQuery } from '../../client/query-cache';

const pricesKey = 'metal-prices';

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
  // The repriced products' lists and forms are stale now.
  invalidate('products');
  return saved.repriced;
}
