import { describe, expect, it } from 'vitest';
import { ANY_PRODUCT, formatTags, parseTags, productTags, touches } from './cache-tags.ts';

const tags = (...list: string[]) => new Set(list);

describe('touches', () => {
  it('a change of everything touches everything, untagged entries too', () => {
    expect(touches(undefined, tags())).toBe(true);
    expect(touches(undefined, tags('product:1'))).toBe(true);
  });

  it('a change of products touches what shows one of them, or shows any product', () => {
    const scope = { products: [3, 5] };
    expect(touches(scope, tags('product:5', 'product:8'))).toBe(true);
    expect(touches(scope, tags(ANY_PRODUCT))).toBe(true);
    expect(touches(scope, tags('product:4', 'product:35'))).toBe(false);
    expect(touches(scope, tags())).toBe(false);
    expect(touches({ products: [] }, tags('product:1'))).toBe(false);
  });
});

describe('productTags', () => {
  it('names a bare product, one under data, and every product of a list', () => {
    expect(productTags({ id: 7, title: 'Ring' })).toEqual(tags('product:7'));
    expect(productTags({ data: { id: 7 } })).toEqual(tags('product:7'));
    expect(productTags({ data: [{ id: 1 }, { id: 2 }], meta: { total: 9 } })).toEqual(
      tags('product:1', 'product:2'),
    );
  });

  it('names nothing for an answer without products (facets), or an empty list', () => {
    expect(productTags({ data: { metals: [{ name: 'gold', count: 3 }] } })).toEqual(tags());
    expect(productTags({ data: [] })).toEqual(tags());
    expect(productTags(null)).toEqual(tags());
  });
});

describe('the tags header', () => {
  it('round-trips, and reads a missing header as no tags', () => {
    expect(parseTags(formatTags(tags('product:1', ANY_PRODUCT)))).toEqual(
      tags('product:1', ANY_PRODUCT),
    );
    expect(parseTags(null)).toEqual(tags());
    expect(parseTags('')).toEqual(tags());
  });
});
