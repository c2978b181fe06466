import { describe, expect, it } from 'vitest';
import {
  hasFilters,
  noFilters,
  orderPageUrl,
  orderStateFromParams,
  orderStateToParams,
  readAllPages,
  withFilters,
  type Paged,
} from './order-query';

const state = (query: string) => orderStateFromParams(new URLSearchParams(query));

describe('the orders page state in the address', () => {
  it('reads every filter and the page', () => {
    expect(
      state(
        'from=2026-11-01&to=2026-11-21&done=2,0&done=3&payment_status=paid' +
          '&payment_status=expired,pending&query=%20Anahit%20&page=3&per_page=50',
      ),
    ).toEqual({
      from: '2026-11-01',
      to: '2026-11-21',
      done: [0, 2, 3],
      payment_status: ['pending', 'paid', 'expired'],
      query: 'Anahit',
      tries: false,
      page: 3,
      per_page: 50,
    });
    expect(state('tries=all').tries).toBe(true);
  });

  it('leaves out what it cannot read, so a bad address still shows orders', () => {
    expect(
      state('from=2026-02-30&to=2026-03-01&done=7,x&payment_status=lost&page=-2&per_page=1000&q=1'),
    ).toEqual({ ...noFilters, page: 1, per_page: 20 });
    // a range needs both ends, the first not after the last
    expect(state('from=2026-11-02').from).toBeNull();
    expect(state('from=2026-11-02&to=2026-11-01')).toMatchObject({ from: null, to: null });
    expect(state('per_page=33').per_page).toBe(20);
    expect(state(`query=${'a'.repeat(150)}`).query).toHaveLength(100);
  });

  it('writes only what differs from the defaults, and reads back the same state', () => {
    expect(orderStateToParams(state('')).toString()).toBe('');
    expect(orderStateToParams(state('page=1&per_page=20&query=%20')).toString()).toBe('');
    const full = state(
      'from=2026-11-01&to=2026-11-21&done=1,3&payment_status=paid&query=a%26b&page=2&per_page=10',
    );
    const written = orderStateToParams(full);
    expect(written.toString()).toBe(
      'from=2026-11-01&to=2026-11-21&done=1%2C3&payment_status=paid&query=a%26b&page=2&per_page=10',
    );
    expect(orderStateFromParams(written)).toEqual(full);
  });

  it('goes back to the first page when a filter changes', () => {
    const next = withFilters(state('page=4&per_page=50'), { done: [1] });
    expect(next).toMatchObject({ page: 1, per_page: 50, done: [1] });
    expect(hasFilters(next)).toBe(true);
    expect(hasFilters(noFilters)).toBe(false);
    expect(hasFilters({ ...noFilters, query: '  ' })).toBe(false);
  });
});

describe('orderPageUrl', () => {
  it('always asks for a page, with the filters', () => {
    // a checkout's tries the customer tried again are grouped, unless asked for (issue 38)
    expect(orderPageUrl(noFilters, 1, 20)).toBe(
      '/api/payment/orders?tries=grouped&page=1&per_page=20',
    );
    expect(orderPageUrl({ ...noFilters, tries: true }, 1, 20)).toBe(
      '/api/payment/orders?tries=all&page=1&per_page=20',
    );
    // a payment status asked for shows every order of it
    expect(
      orderPageUrl({ ...noFilters, done: [0], payment_status: ['paid'], query: '+374 91' }, 3, 100),
    ).toBe(
      '/api/payment/orders?done=0&payment_status=paid&query=%2B374+91&tries=all&page=3&per_page=100',
    );
  });
});

describe('readAllPages', () => {
  const pages = (total: number, perPage: number) => {
    const asked: number[] = [];
    const fetchPage = (page: number): Promise<Paged<number>> => {
      asked.push(page);
      const start = (page - 1) * perPage;
      const data = Array.from(
        { length: Math.max(0, Math.min(perPage, total - start)) },
        (_, i) => start + i,
      );
      return Promise.resolve({ data, meta: { page, per_page: perPage, total } });
    };
    return { asked, fetchPage };
  };

  it('reads page after page up to the total', async () => {
    const { asked, fetchPage } = pages(250, 100);
    const progress: number[] = [];
    const items = await readAllPages(fetchPage, (read) => progress.push(read));
    expect(items).toEqual(Array.from({ length: 250 }, (_, i) => i));
    expect(asked).toEqual([1, 2, 3]);
    expect(progress).toEqual([100, 200, 250]);
  });

  it('stops at an exact multiple, and on nothing', async () => {
    const exact = pages(200, 100);
    expect(await readAllPages(exact.fetchPage)).toHaveLength(200);
    expect(exact.asked).toEqual([1, 2]);
    const none = pages(0, 100);
    expect(await readAllPages(none.fetchPage)).toEqual([]);
    expect(none.asked).toEqual([1]);
  });

  it('stops when the list shrinks under it instead of asking forever', async () => {
    const asked: number[] = [];
    const items = await readAllPages((page) => {
      asked.push(page);
      // the total says 300 but orders vanished: the second page is short
      const data = page === 1 ? [1, 2] : [3];
      return Promise.resolve({ data, meta: { page, per_page: 2, total: 300 } });
    });
    expect(items).toEqual([1, 2, 3]);
    expect(asked).toEqual([1, 2]);
  });
});
