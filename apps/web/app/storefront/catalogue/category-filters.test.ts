import { describe, expect, it } from 'vitest';
import { endpointUrl } from '@voski/contract/endpoint';
import { normalizeStorefrontUrl } from '@voski/contract/storefront-urls';
import {
  categoryApiCalls,
  categoryQueryString,
  filterCount,
  hasFilters,
  noFilters,
  readCategoryQuery,
  readFilters,
  withoutFilter,
} from './category-filters';

const params = (query: string) => new URLSearchParams(query);
const GOLD = 'Ոսկի';

describe('category filters in the URL', () => {
  it('reads subcategories, AMD bounds, metals and finenesses', () => {
    expect(
      readFilters(params(`sub=3&sub=2&min=1000&max=5000&metal=${GOLD}&respect=750&respect=585`)),
    ).toEqual({ subs: [2, 3], min: 1000, max: 5000, metals: [GOLD], respects: [585, 750] });
  });

  it('drops malformed, repeated and foreign values', () => {
    expect(
      readFilters(
        params('sub=x&sub=2&sub=2&sub=99&min=-1&max=1e3&respect=123&metal=&metal=a&metal=a'),
        [2, 3],
      ),
    ).toEqual({ subs: [2], min: null, max: null, metals: ['a'], respects: [] });
  });

  it('swaps bounds given the wrong way round', () => {
    expect(readFilters(params('min=900&max=100'))).toMatchObject({ min: 100, max: 900 });
  });

  it('reads the order and the page, falling back to the defaults', () => {
    expect(readCategoryQuery(params('sort=price_desc&page=3'))).toMatchObject({
      sort: 'price_desc',
      page: 3,
    });
    expect(readCategoryQuery(params('sort=cheap&page=0'))).toMatchObject({ sort: null, page: 1 });
    expect(readCategoryQuery(params('page=abc'))).toMatchObject({ page: 1 });
  });

  it('writes them back as the page cache keys them: what it reads, in a stable order', () => {
    const query = {
      filters: { subs: [4, 2], min: 1000, max: null, metals: [GOLD], respects: [750] },
      sort: 'price_asc' as const,
      page: 2,
    };
    const search = categoryQueryString(query);
    expect(normalizeStorefrontUrl('/products/1', search)).toBe(`/products/1?${search}`);
    expect(readCategoryQuery(params(search))).toEqual({
      ...query,
      filters: { ...query.filters, subs: [2, 4] },
    });
    expect(categoryQueryString({})).toBe('');
    expect(categoryQueryString({ page: 1, sort: null })).toBe('');
  });

  it('counts applied filters, a price range once', () => {
    expect(hasFilters(noFilters)).toBe(false);
    expect(filterCount({ ...noFilters, subs: [1, 2], min: 5, max: 9, respects: [585] })).toBe(4);
  });

  it('removes one value for a chip', () => {
    const filters = { subs: [2, 3], min: 5, max: 9, metals: [GOLD, 'b'], respects: [585] };
    expect(withoutFilter(filters, { sub: 2 }).subs).toEqual([3]);
    expect(withoutFilter(filters, { metal: GOLD }).metals).toEqual(['b']);
    expect(withoutFilter(filters, { respect: 585 }).respects).toEqual([]);
    expect(withoutFilter(filters, { price: true })).toMatchObject({ min: null, max: null });
  });

  it('asks the API for one page and for the facets, with the same filters', () => {
    const calls = categoryApiCalls(
      1,
      {
        filters: { subs: [2, 3], min: 100, max: null, metals: [GOLD], respects: [585] },
        sort: 'price_asc',
        page: 2,
      },
      24,
    );
    const list = new URL(endpointUrl('GET /products/filter/:id', calls.products), 'http://x');
    expect(list.pathname).toBe('/api/products/filter/1');
    expect(Object.fromEntries(list.searchParams)).toEqual({
      min: '100',
      categories: '[2,3]',
      metal: GOLD,
      respect: '585',
      page: '2',
      per_page: '24',
      sort: 'price_asc',
    });
    const facets = new URL(endpointUrl('GET /products/facets/:id', calls.facets), 'http://x');
    expect(facets.pathname).toBe('/api/products/facets/1');
    expect(facets.searchParams.has('page')).toBe(false);
    expect(facets.searchParams.get('categories')).toBe('[2,3]');
    const unfiltered = categoryApiCalls(1, { filters: noFilters, sort: null, page: 1 }, 24);
    expect(endpointUrl('GET /products/facets/:id', unfiltered.facets)).toBe(
      '/api/products/facets/1',
    );
  });
});
