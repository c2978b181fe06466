import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, matchesEtag, PageCache, planPage, readPage } from './page-cache.ts';
import type { Carried } from './render-protocol.ts';

const request = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  ({ method, url, headers }) as unknown as FastifyRequest;

const planned = (url: string, headers?: Record<string, string>, method?: string) =>
  planPage(request(url, headers, method));

describe('planPage', () => {
  it('keys a category page by its own parameters, in one order, whatever else comes', () => {
    const a = planned('/products/3?utm_source=x&page=2&sort=price_asc');
    const b = planned('/products/3?sort=price_asc&page=2');
    expect(a).toEqual({ kind: 'public', url: '/products/3?page=2&sort=price_asc' });
    expect(b).toEqual(a);
  });

  it('sorts the values of repeatable filters', () => {
    expect(planned('/en/products/3?sub=9&metal=gold&sub=4')).toEqual(
      planned('/en/products/3?sub=4&sub=9&metal=gold&fbclid=abc'),
    );
  });

  it('gives each page its own parameter set and each locale its own entry', () => {
    const q = '?query=ring&page=2&sub=4&min=1';
    // the search page reads its filters too, but no subcategory
    expect(planned(`/ru/search${q}`)).toEqual({
      kind: 'public',
      url: '/ru/search?min=1&page=2&query=ring',
    });
    expect(planned(`/en/product/7${q}`)).toEqual({ kind: 'public', url: '/en/product/7' });
    expect(planned(`/${q}`)).toEqual({ kind: 'public', url: '/' });
    expect(planned('/en/faq/')).toEqual({ kind: 'public', url: '/en/faq' });
    // Every unknown path of a locale is one page.
    expect(planned('/en/nowhere?x=1')).toEqual({ kind: 'public', url: '/en/__not-found' });
    expect(planned('/ru/a/b/c.data')).toEqual({ kind: 'public', url: '/ru/__not-found.data' });
    expect(planned('/nowhere')).toEqual({ kind: 'public', url: '/__not-found' });
    expect(planned('/sitemap.xml?v=2')).toEqual({ kind: 'public', url: '/sitemap.xml' });
  });

  it("keys a client navigation's data by the page's parameters and the routes it asks for", () => {
    expect(planned('/en/products/3.data?utm=1&page=2&_routes=a,b')).toEqual({
      kind: 'public',
      url: '/en/products/3.data?_routes=a%2Cb&page=2',
    });
    expect(planned('/_root.data?page=2')).toEqual({ kind: 'public', url: '/_root.data' });
    expect(planned('/checkout.data')).toEqual({ kind: 'private' });
  });

  it('keeps only the route ids the app has, so made-up ones share one entry', () => {
    const routeIds = new Set(['root', 'storefront-en', 'en/category']);
    const plan = (url: string) => planPage(request(url), routeIds);
    const expected = { kind: 'public', url: '/en/products/3.data?_routes=en%2Fcategory%2Croot' };
    expect(plan('/en/products/3.data?_routes=root,en/category')).toEqual(expected);
    expect(plan('/en/products/3.data?_routes=en/category,x91,root,root')).toEqual(expected);
    expect(plan('/en/products/3.data?_routes=x1,x2')).toEqual({
      kind: 'public',
      url: '/en/products/3.data?_routes=-',
    });
  });

  it('never shares the checkout side, staff pages, writes or requests with a token', () => {
    for (const url of [
      '/basket',
      '/en/checkout',
      '/ru/payment/success?orderId=1',
      '/payment/failure',
      '/en/favorites',
      '/login',
      '/admin',
      '/admin/orders?page=2',
    ]) {
      expect(planned(url), url).toEqual({ kind: 'private' });
    }
    expect(planned('/en/contacts', {}, 'POST')).toEqual({ kind: 'private' });
    expect(planned('/en', { authorization: 'Bearer abc' })).toEqual({ kind: 'private' });
    expect(planned('/en', {}, 'HEAD')).toEqual({ kind: 'public', url: '/en' });
  });
});

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['identity', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s: %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

const html = 'text/html; charset=utf-8';
const page = (
  body: string,
  status = 200,
  headers: Record<string, string> = { 'content-type': html },
): Carried => ({
  status,
  headers: Object.entries(headers),
  body: new TextEncoder().encode(body).buffer,
});

describe('readPage', () => {
  it('shares 200s and the storefront 404 page, nothing else', async () => {
    expect(readPage(page('ok')).shareable).toBe(true);
    expect(readPage(page('missing', 404)).shareable).toBe(true);
    expect(readPage(page('{}', 404, { 'content-type': 'application/json' })).shareable).toBe(false);
    expect(readPage(page('oops', 500)).shareable).toBe(false);
    expect(readPage(page('', 301, { 'content-type': html, location: '/' })).shareable).toBe(false);
    expect(readPage(page('ok', 200, { 'content-type': html, 'set-cookie': 'a=1' })).shareable).toBe(
      false,
    );
  });

  it('keeps the bytes it was given, headers but its own, and the tags the render read', () => {
    const read = readPage(
      page('body', 200, { 'content-type': html, etag: '"x"', 'x-cache-tags': 'product:3 shop' }),
    );
    expect(read.body.toString()).toBe('body');
    expect(read.headers).toEqual([['content-type', html]]);
    expect([...read.tags]).toEqual(['product:3', 'shop']);
  });

  it('matches If-None-Match in any encoding of the body, and nothing else', () => {
    const read = readPage(page('body'));
    expect(matchesEtag(`"${read.hash}"`, read)).toBe(true);
    expect(matchesEtag(`W/"${read.hash}-br"`, read)).toBe(true);
    expect(matchesEtag(`"other", "${read.hash}-gzip"`, read)).toBe(true);
    expect(matchesEtag('"other"', read)).toBe(false);
    expect(matchesEtag(undefined, read)).toBe(false);
  });
});

/** Renders the test finishes by hand (all that were started). */
function deferredRender() {
  const pending: ((rendered: Carried) => void)[] = [];
  const render = () => new Promise<Carried>((resolve) => pending.push(resolve));
  return {
    render,
    finish: (body: string) => pending.forEach((resolve) => resolve(page(body))),
    calls: () => pending.length,
  };
}

const options = { enabled: true, maxBytes: 1024 * 1024, ttlMs: 60_000 };

describe('PageCache', () => {
  it('renders a page once for concurrent requests and then answers from memory', async () => {
    const cache = new PageCache(options);
    const r = deferredRender();
    const first = cache.fetch('/en', r.render);
    const second = cache.fetch('/en', r.render);
    r.finish('home');
    const [a, b] = await Promise.all([first, second]);
    expect(r.calls()).toBe(1);
    expect(a.hit).toBe(false);
    expect(b.hit).toBe(true);
    expect(b.page).toBe(a.page);
    const third = await cache.fetch('/en', r.render);
    expect(third).toMatchObject({ hit: true, page: a.page });
    expect(r.calls()).toBe(1);
  });

  it('does not keep a render that began before a change, nor let later requests wait for it', async () => {
    const cache = new PageCache(options);
    const old = deferredRender();
    const before = cache.fetch('/en', old.render);
    cache.clear();
    const fresh = deferredRender();
    const after = cache.fetch('/en', fresh.render);
    expect(fresh.calls()).toBe(1);
    old.finish('old');
    fresh.finish('new');
    expect((await before).page.body.toString()).toBe('old');
    expect((await after).page.body.toString()).toBe('new');
    const next = await cache.fetch('/en', () => Promise.resolve(page('again')));
    expect(next.page.body.toString()).toBe('new');
  });

  it('holds at most maxBytes, dropping the least recently used page first', async () => {
    const body = 'x'.repeat(10_000);
    const cache = new PageCache({ ...options, maxBytes: 35_000 });
    const render = () => Promise.resolve(page(body));
    for (const url of ['/a', '/b', '/c']) await cache.fetch(url, render);
    expect((await cache.fetch('/a', render)).hit).toBe(true);
    await cache.fetch('/d', render);
    expect(cache.usedBytes).toBeLessThanOrEqual(35_000);
    expect(cache.size).toBe(3);
    expect((await cache.fetch('/b', render)).hit).toBe(false);
    expect((await cache.fetch('/a', render)).hit).toBe(true);
  });

  it('counts compressed variants in its bound', async () => {
    const cache = new PageCache(options);
    const kept = (await cache.fetch('/a', () => Promise.resolve(page('y'.repeat(5000))))).page;
    const before = cache.usedBytes;
    const br = await cache.body('/a', kept, 'br');
    expect(cache.usedBytes).toBe(before + br.length);
    expect(await cache.body('/a', kept, 'br')).toBe(br);
  });

  it('renders every request when off', async () => {
    const cache = new PageCache({ ...options, enabled: false });
    let calls = 0;
    const render = () => Promise.resolve(page(`render ${++calls}`));
    await cache.fetch('/en', render);
    const again = await cache.fetch('/en', render);
    expect(again.hit).toBe(false);
    expect(calls).toBe(2);
    expect(cache.size).toBe(0);
  });
});
