import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import {
  clearQueries,
  defineQuery,
  fetchQuery,
  invalidate,
  readQuery,
  setQueryData,
  updateQueries,
} from './query-cache';

afterEach(() => clearQueries());

/** A fetch the test finishes by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('query cache', () => {
  it('loads, then keeps the answer', async () => {
    defineQuery('faqs', async () => [1, 2]);
    expect(readQuery('faqs')).toMatchObject({ status: 'loading', data: undefined });
    await fetchQuery('faqs');
    expect(readQuery('faqs')).toMatchObject({ status: 'success', data: [1, 2], fetching: false });
  });

  it('joins a fetch under way unless forced', async () => {
    const fetcher = vi.fn(async () => 'x');
    defineQuery('slides', fetcher);
    await Promise.all([fetchQuery('slides'), fetchQuery('slides')]);
    expect(fetcher).toHaveBeenCalledTimes(1);
    await fetchQuery('slides', true);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('keeps only the latest answer when fetches overlap', async () => {
    const slow = deferred<string>();
    const fast = deferred<string>();
    const answers = [slow.promise, fast.promise];
    defineQuery('orders', () => answers.shift()!);
    const first = fetchQuery('orders');
    const second = fetchQuery('orders', true);
    fast.resolve('new');
    await second;
    slow.resolve('old');
    await first;
    expect(readQuery('orders').data).toBe('new');
  });

  it('keeps the last data beside an error', async () => {
    let fail = false;
    defineQuery('users', async () => {
      if (fail) throw new ApiError(500, 'Server error');
      return ['ann'];
    });
    await fetchQuery('users');
    fail = true;
    await fetchQuery('users', true);
    expect(readQuery('users')).toMatchObject({ status: 'error', data: ['ann'] });
    expect(readQuery('users').error?.message).toBe('Server error');
  });

  it('changes cached data in place', async () => {
    defineQuery('products?page=1', async () => ({ data: [{ id: 1, status: 1 }] }));
    defineQuery('products/search?query=x', async () => ({ data: [{ id: 1, status: 1 }] }));
    await fetchQuery('products?page=1');
    await fetchQuery('products/search?query=x');
    updateQueries<{ data: { id: number; status: number }[] }>('products', (list) => ({
      data: list.data.map((p) => ({ ...p, status: 0 })),
    }));
    expect(readQuery('products?page=1').data).toEqual({ data: [{ id: 1, status: 0 }] });
    expect(readQuery('products/search?query=x').data).toEqual({ data: [{ id: 1, status: 0 }] });
    setQueryData<{ data: unknown[] }>('products?page=1', () => ({ data: [] }));
    expect(readQuery('products?page=1').data).toEqual({ data: [] });
  });

  it('forgets unwatched entries on invalidation, so they are fetched afresh when next read', async () => {
    defineQuery('categories', async () => ['rings']);
    await fetchQuery('categories');
    invalidate('categories');
    expect(readQuery('categories')).toMatchObject({ status: 'loading', data: undefined });
  });
});
