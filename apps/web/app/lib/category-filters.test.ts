import { describe, expect, it } from 'vitest';
import { categoryProductsPath, filtersToSearch, hasFilters, readFilters } from './category-filters';

const params = (query: string) => new URLSearchParams(query);

describe('category filters in the URL', () => {
  it('reads subcategories and AMD bounds', () => {
    expect(readFilters(params('sub=3&sub=2&min=1000&max=5000'))).toEqual({
      subs: [2, 3],
      min: 1000,
      max: 5000,
    });
  });

  it('drops malformed, repeated and foreign values', () => {
    expect(readFilters(params('sub=x&sub=2&sub=2&sub=99&min=-1&max=1e3'), [2, 3])).toEqual({
      subs: [2],
      min: null,
      max: null,
    });
  });

  it('swaps bounds given the wrong way round', () => {
    expect(readFilters(params('min=900&max=100'))).toMatchObject({ min: 100, max: 900 });
  });

  it('writes them back in a stable order', () => {
    const filters = { subs: [2, 4], min: 1000, max: null };
    expect(filtersToSearch(filters)).toBe('sub=2&sub=4&min=1000');
    expect(readFilters(params(filtersToSearch(filters)))).toEqual(filters);
    expect(filtersToSearch({ subs: [], min: null, max: null })).toBe('');
  });

  it('asks the API for the plain list, or the filter call with AMD bounds', () => {
    const none = { subs: [], min: null, max: null };
    expect(hasFilters(none)).toBe(false);
    expect(categoryProductsPath(1, none)).toBe('/api/products/categories/1');
    expect(categoryProductsPath(1, { subs: [2, 3], min: 100, max: null })).toBe(
      '/api/products/filter/1?min=100&categories=%5B2%2C3%5D',
    );
    expect(categoryProductsPath(5, { subs: [], min: null, max: 900 })).toBe(
      '/api/products/filter/5?max=900&categories=%5B%5D',
    );
  });
});
