import { describe, expect, it } from 'vitest';
import {
  hasProductFilters,
  productPageUrl,
  productStateFromParams,
  productStateToParams,
  withProductFilters,
} from './product-query';

const state = (query: string) => productStateFromParams(new URLSearchParams(query));

describe('the products page state in the address', () => {
  it('reads the search, sort, category, availability and page', () => {
    expect(state('q=%20ring%20&sort=price_desc&category=7&status=0&page=2&per_page=50')).toEqual({
      query: 'ring',
      sort: 'price_desc',
      category: 7,
      status: 0,
      page: 2,
      per_page: 50,
    });
  });

  it('leaves out what it cannot read', () => {
    expect(state('sort=cheapest&category=x&status=2&page=0&per_page=7')).toEqual({
      query: '',
      sort: null,
      category: null,
      status: null,
      page: 1,
      per_page: 20,
    });
  });

  it('writes only what differs from the defaults, and reads back the same state', () => {
    expect(productStateToParams(state('page=1&per_page=20')).toString()).toBe('');
    const full = state('q=gold&sort=price_asc&category=3&status=1&page=4&per_page=100');
    expect(productStateToParams(full).toString()).toBe(
      'q=gold&sort=price_asc&category=3&status=1&page=4&per_page=100',
    );
    expect(productStateFromParams(productStateToParams(full))).toEqual(full);
  });

  it('asks the API for a page with the filters, the search as `query`', () => {
    expect(productPageUrl(state(''))).toBe('/api/products?page=1&per_page=20');
    expect(productPageUrl(state('q=Sevan ring&status=1&page=2'))).toBe(
      '/api/products?query=Sevan+ring&status=1&page=2&per_page=20',
    );
  });

  it('goes back to the first page when a filter or the sort changes', () => {
    const next = withProductFilters(state('page=3'), { status: 1 });
    expect(next).toMatchObject({ page: 1, status: 1 });
    expect(hasProductFilters(next)).toBe(true);
    expect(hasProductFilters(withProductFilters(state('page=3'), { sort: 'price_asc' }))).toBe(
      false,
    );
  });
});
