import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import {
  clearQueries,
  invalidate,
  queryClient,
  recordOfList,
  setQueryData,
  updateQueries,
  type Query,
} from './query-cache';

afterEach(clearQueries);

const retry = queryClient.getDefaultOptions().queries?.retry as (
  failures: number,
  error: unknown,
) => boolean;

describe('query cache', () => {
  it('tries a read again when the server failed or was out of reach, never after a refusal', () => {
    expect(retry(0, new ApiError(0, 'unreachable'))).toBe(true);
    expect(retry(1, new ApiError(503, 'down'))).toBe(true);
    expect(retry(2, new ApiError(503, 'down'))).toBe(false);
    for (const status of [401, 403, 404, 422])
      expect(retry(0, new ApiError(status, 'no'))).toBe(false);
  });

  it('marks the keys under a prefix stale, and only those', async () => {
    await queryClient.prefetchQuery({ queryKey: ['products?page=1'], queryFn: () => [1] });
    await queryClient.prefetchQuery({ queryKey: ['products?page=2'], queryFn: () => [2] });
    await queryClient.prefetchQuery({ queryKey: ['faqs'], queryFn: () => [3] });
    invalidate('products');
    const stale = (key: string) => queryClient.getQueryState([key])?.isInvalidated;
    expect([stale('products?page=1'), stale('products?page=2'), stale('faqs')]).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('changes cached data in place, one key or all under a prefix', async () => {
    setQueryData<number[]>('orders?page=1', () => [1, 2]);
    setQueryData<number[]>('orders?page=2', () => [3]);
    updateQueries<number[]>('orders', (list) => list.map((n) => n * 10));
    expect(queryClient.getQueryData(['orders?page=1'])).toEqual([10, 20]);
    expect(queryClient.getQueryData(['orders?page=2'])).toEqual([30]);
  });

  it('finds one record of a list, and says 404 once the list came without it', () => {
    const list: Query<{ id: number }[]> = {
      data: [{ id: 1 }],
      error: null,
      status: 'success',
      fetching: false,
      reload: async () => {},
    };
    expect(recordOfList(list, 1).data).toEqual({ id: 1 });
    expect(recordOfList(list, 2).error?.status).toBe(404);
  });
});
