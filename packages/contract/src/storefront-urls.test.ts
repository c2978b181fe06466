import { describe, expect, it } from 'vitest';
import {
  categoryPageQuery,
  matchStorefrontPath,
  normalizeQueryString,
  normalizeStorefrontUrl,
} from './storefront-urls.ts';

describe('matchStorefrontPath', () => {
  it.each([
    ['/', 'home', 'hy'],
    ['/en', 'home', 'en'],
    ['/ru/', 'home', 'ru'],
    ['/products/3', 'category', 'hy'],
    ['/en/products/3', 'category', 'en'],
    ['/ru/products/3/', 'category', 'ru'],
    ['/product/7', 'product', 'hy'],
    ['/en/search', 'search', 'en'],
    ['/offers', 'offers', 'hy'],
    ['/ru/new', 'new-arrivals', 'ru'],
    ['/ru/blog', 'blog', 'ru'],
    ['/blog/2', 'blog-post', 'hy'],
    ['/en/return-policy', 'return-policy', 'en'],
    ['/en/basket', 'basket', 'en'],
    ['/checkout', 'checkout', 'hy'],
    ['/ru/payment/success', 'payment-success', 'ru'],
    ['/payment/failure', 'payment-failure', 'hy'],
    ['/favorites', 'favorites', 'hy'],
    ['/sitemap.xml', 'sitemap', 'hy'],
    ['/robots.txt', 'robots', 'hy'],
    ['/login', 'login', 'hy'],
    ['/admin', 'admin', 'hy'],
    ['/admin/products/3/edit', 'admin', 'hy'],
    ['/en/nowhere', 'not-found', 'en'],
    ['/products', 'not-found', 'hy'],
    ['/products/3/extra', 'not-found', 'hy'],
    ['/hy/products/3', 'not-found', 'hy'],
    ['/administrator', 'not-found', 'hy'],
  ])('%s is the %s page in %s', (path, page, locale) => {
    expect(matchStorefrontPath(path)).toMatchObject({ page, locale });
  });

  it('marks the checkout side and the staff side private, the rest public', () => {
    const privatePaths = ['/basket', '/en/checkout', '/favorites', '/login', '/admin/orders'];
    // React Router's route discovery reads `paths` and `version`: never keyed without them.
    for (const path of [...privatePaths, '/__manifest']) {
      expect(matchStorefrontPath(path).rule.caching, path).toBe('private');
    }
    for (const path of ['/', '/en/products/1', '/ru/search', '/sitemap.xml', '/nowhere']) {
      expect(matchStorefrontPath(path).rule.caching, path).toBe('public');
    }
  });
});

describe('normalizeQueryString', () => {
  it('drops unknown parameters and orders the known ones by name', () => {
    expect(
      normalizeQueryString('utm_source=x&page=2&sort=price_asc&fbclid=1', categoryPageQuery),
    ).toBe('page=2&sort=price_asc');
    expect(normalizeQueryString('sort=price_asc&page=2', categoryPageQuery)).toBe(
      'page=2&sort=price_asc',
    );
  });

  it('sorts the values of a repeatable parameter and drops repeats', () => {
    expect(normalizeQueryString('sub=9&sub=3&sub=9&metal=gold', categoryPageQuery)).toBe(
      'metal=gold&sub=3&sub=9',
    );
  });

  it('keeps the first value of a single-valued parameter, as the page reads it', () => {
    expect(normalizeQueryString('page=3&page=2', categoryPageQuery)).toBe('page=3');
  });

  it('encodes values one way whatever way they came', () => {
    expect(normalizeQueryString('query=gold%20ring', { query: 'one' })).toBe('query=gold+ring');
    expect(normalizeQueryString('query=gold+ring', { query: 'one' })).toBe('query=gold+ring');
  });

  it('answers an empty string when nothing is known', () => {
    expect(normalizeQueryString('a=1&b=2', {})).toBe('');
  });
});

describe('normalizeStorefrontUrl', () => {
  it('applies each page its own parameters', () => {
    const q = '?query=ring&page=2&sort=newest&sub=4&utm_medium=mail';
    expect(normalizeStorefrontUrl('/en/products/3', q)).toBe(
      '/en/products/3?page=2&sort=newest&sub=4',
    );
    expect(normalizeStorefrontUrl('/ru/search', q)).toBe(
      '/ru/search?page=2&query=ring&sort=newest',
    );
    expect(normalizeStorefrontUrl('/en/offers', q)).toBe('/en/offers?page=2&sort=newest');
    expect(normalizeStorefrontUrl('/product/5', q)).toBe('/product/5');
    expect(normalizeStorefrontUrl('/', q)).toBe('/');
    expect(normalizeStorefrontUrl('/en/faq/', q)).toBe('/en/faq');
  });
});
