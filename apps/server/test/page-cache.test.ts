import { brotliDecompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import compress from '@fastify/compress';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@voski/contract';
import {
  pageHandler,
  PRIVATE_PAGE_CACHE_CONTROL,
  PUBLIC_PAGE_CACHE_CONTROL,
  type PageRenderer,
} from '../src/http/page-cache.ts';
import { renderBudget, renderRule } from '../src/http/render-budget.ts';
import { shopCaches } from '../src/http/shop-caches.ts';
import { loadConfig } from '../src/config.ts';
import { inProcessFetch } from '../src/http/in-process-api.ts';
import { carry } from '../src/http/render-protocol.ts';
import { catalogClient, image, multipart } from './catalog-fixtures.ts';
import { startTestApp, type TestApp, faqBody } from './harness.ts';
import { warnIfUnbuilt, webBuildDir, webBuilt } from './web-build.ts';

/**
 * The page cache around a real Fastify route, in front of the real API and database: the
 * stand-in storefront renders, for any path, what the shop's pages show (products,
 * categories, slides, FAQs, slogan, rates), so these tests do not need the web build. The
 * last block runs the same checks against the real web build when it exists.
 */
let t: TestApp;
let web: FastifyInstance;
let adder: string;
const renders = new Map<string, number>();
let ownRenders = 0;

const field = (value: unknown, key: string): unknown =>
  value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
const names = (list: unknown, key: string): string =>
  (Array.isArray(list) ? list : []).map((item) => String(field(item, key))).join(', ');

function standInRenderer(app: FastifyInstance): PageRenderer {
  const api = inProcessFetch(app);
  const read = async (path: string): Promise<unknown> => (await api(path)).json();
  return {
    async shared(url) {
      renders.set(url, (renders.get(url) ?? 0) + 1);
      const [products, categories, slides, faqs, slogan, rates] = await Promise.all([
        read('/api/products/all'),
        read('/api/categories'),
        read('/api/slides'),
        read('/api/faqs'),
        read('/api/slogans'),
        read('/api/rates'),
      ]);
      const html = [
        `<h1>${url}</h1>`,
        `<p id="products">${names(field(products, 'data'), 'title_en')}</p>`,
        `<p id="categories">${names(field(categories, 'data'), 'name_en')}</p>`,
        `<p id="slides">${names(field(slides, 'slides'), 'url')} ${names(field(slides, 'slides'), 'priority')}</p>`,
        `<p id="faqs">${names(faqs, 'question_en')}</p>`,
        `<p id="slogan">${String(field(field(slogan, 'about'), 'content_1_en') ?? '')}</p>`,
        `<p id="rates">${names(field(rates, 'data'), 'value')}</p>`,
        `<!-- ${'padding '.repeat(200)} -->`,
      ].join('\n');
      return carry(
        new Response(html, {
          status: /\/__not-found|\/products\/404/.test(url) ? 404 : 200,
          headers: { 'content-type': 'text/html; charset=utf-8' },
        }),
      );
    },
    async own() {
      ownRenders++;
      return new Response('<h1>yours only</h1>', {
        headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public' },
      });
    },
  };
}

beforeAll(async () => {
  t = await startTestApp();
  adder = await t.staffToken(Role.Adder);
  web = Fastify();
  await web.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  const { pages } = shopCaches({ enabled: true }, [t.app.storefrontChanges]);
  web.route({
    method: ['GET', 'HEAD', 'POST'],
    url: '/*',
    handler: pageHandler(pages, standInRenderer(t.app)),
  });
  await web.ready();
});
afterAll(async () => {
  await web?.close();
  await t?.close();
});

const page = (url: string, options: Omit<InjectOptions, 'url'> = {}) =>
  web.inject({ method: 'GET', url, ...options });

describe('the page cache key', () => {
  it('treats an unknown query parameter as the same page: a hit, rendered once', async () => {
    const first = await page('/en/products/1?utm_source=x&page=2&sort=price_asc');
    const second = await page('/en/products/1?sort=price_asc&fbclid=9&page=2');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBe('miss');
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    // Rendered for the normalized address: a dropped parameter never reaches the page.
    expect(first.body).toContain('<h1>/en/products/1?page=2&sort=price_asc</h1>');
    expect(renders.get('/en/products/1?page=2&sort=price_asc')).toBe(1);
  });

  it('keeps pages, filters and locales apart', async () => {
    await page('/en/products/1?sub=3&sub=2');
    expect((await page('/en/products/1?sub=2&sub=3')).headers['x-cache']).toBe('hit');
    expect((await page('/en/products/1?sub=2')).headers['x-cache']).toBe('miss');
    expect((await page('/ru/products/1?sub=2')).headers['x-cache']).toBe('miss');
    expect((await page('/en/search?query=ring')).headers['x-cache']).toBe('miss');
    expect((await page('/en/search?query=ring&sub=2')).headers['x-cache']).toBe('hit');
    expect((await page('/en/search?query=gold')).headers['x-cache']).toBe('miss');
  });

  it('renders a page once for concurrent requests', async () => {
    const [a, b] = await Promise.all([page('/en/blog/1'), page('/en/blog/1?ref=x')]);
    expect(renders.get('/en/blog/1')).toBe(1);
    expect(b.body).toBe(a.body);
    expect([a.headers['x-cache'], b.headers['x-cache']].sort()).toEqual(['hit', 'miss']);
  });

  it('answers HEAD from the same entry', async () => {
    await page('/en/about');
    const head = await page('/en/about?ref=mail', { method: 'HEAD' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['x-cache']).toBe('hit');
    expect(head.body).toBe('');
  });

  it('shows every unknown path of a locale one not-found page, rendered and kept once', async () => {
    const first = await page('/en/nowhere');
    const others = await Promise.all(
      ['/en/nowhere?x=1', '/en/elsewhere/deep', '/en/x7f3.data?_routes=root'].map((u) => page(u)),
    );
    expect(first.statusCode).toBe(404);
    expect(others.map((o) => o.statusCode)).toEqual([404, 404, 404]);
    expect(others.map((o) => o.headers['x-cache'])).toEqual(['hit', 'hit', 'miss']);
    expect(others[1]!.body).toBe(first.body);
    expect(renders.get('/en/__not-found')).toBe(1);
    // The data request of an unknown path has one entry of its own, as has each locale.
    expect(renders.get('/en/__not-found.data')).toBe(1);
    expect((await page('/ru/nowhere')).headers['x-cache']).toBe('miss');
    expect((await page('/ru/elsewhere')).headers['x-cache']).toBe('hit');
  });

  it("does not keep a missing product's 404: each would push a page out", async () => {
    expect((await page('/en/products/404')).statusCode).toBe(404);
    const again = await page('/en/products/404');
    expect(again.statusCode).toBe(404);
    expect(again.headers['x-cache']).toBe('miss');
    expect(renders.get('/en/products/404')).toBe(2);
  });
});

describe('the render budget', () => {
  let budgeted: FastifyInstance;
  beforeAll(async () => {
    budgeted = Fastify();
    const { pages } = shopCaches({ enabled: true }, []);
    const budget = renderBudget(renderRule({ burst: 3, intervalMs: 60_000 }));
    budgeted.route({
      method: ['GET', 'POST'],
      url: '/*',
      handler: pageHandler(pages, standInRenderer(t.app), budget),
    });
    await budgeted.ready();
  });
  afterAll(() => budgeted?.close());

  const from = (remoteAddress: string, url: string, method: 'GET' | 'POST' = 'GET') =>
    budgeted.inject({ method, url, remoteAddress });

  it('refuses a client its renders past the burst, in the page language, but never a kept page', async () => {
    expect((await from('198.51.100.7', '/en/about')).statusCode).toBe(200);
    for (const query of ['ring', 'gold']) {
      expect((await from('198.51.100.7', `/en/search?query=${query}`)).statusCode).toBe(200);
    }
    const refused = await from('198.51.100.7', '/en/search?query=chain');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(59);
    expect(refused.headers['cache-control']).toBe(PRIVATE_PAGE_CACHE_CONTROL);
    expect(refused.body).toContain('<html lang="en">');
    expect(refused.body).toContain('Please try again in 60 seconds.');
    const armenian = await from('198.51.100.7', '/search?query=chain');
    expect(armenian.statusCode).toBe(429);
    expect(armenian.body).toContain('<html lang="hy">');
    // Nothing of the refusal is kept for others.
    expect((await from('203.0.113.9', '/en/search?query=chain')).statusCode).toBe(200);
    // A page in memory is served to the refused client as to anyone.
    const kept = await from('198.51.100.7', '/en/about');
    expect(kept.statusCode).toBe(200);
    expect(kept.headers['x-cache']).toBe('hit');
    // A page rendered for its sender alone spends from the same budget.
    expect((await from('198.51.100.7', '/en/contacts', 'POST')).statusCode).toBe(429);
  });

  it('counts an IPv6 client by its /64', async () => {
    const net = '2001:db8:aa:bb';
    for (const [i, host] of ['::1', '::2', ':1:2:3:4'].entries()) {
      expect((await from(`${net}${host}`, `/en/search?query=v6-${i}`)).statusCode).toBe(200);
    }
    expect((await from(`${net}:ffff::9`, '/en/search?query=v6-x')).statusCode).toBe(429);
    expect((await from('2001:db8:aa:bc::1', '/en/search?query=v6-x')).statusCode).toBe(200);
  });
});

describe('validators and headers', () => {
  it('lets a CDN keep public pages briefly', async () => {
    const res = await page('/en/contacts');
    expect(res.headers['cache-control']).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(res.headers['cache-control']).toMatch(/s-maxage=\d+/);
    expect(res.headers['cache-control']).toMatch(/stale-while-revalidate=\d+/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
  });

  it('answers 304 to a matching ETag and 200 to a stale one', async () => {
    const first = await page('/en/faq');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await page('/en/faq', { headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const stale = await page('/en/faq', { headers: { 'if-none-match': '"not-this-one"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);
  });

  it('answers 304 on a fresh render too', async () => {
    const known = await page('/ru/faq');
    t.app.storefrontChanges.emit();
    const res = await page('/ru/faq', { headers: { 'if-none-match': String(known.headers.etag) } });
    expect(res.headers['x-cache']).toBe('miss');
    expect(res.statusCode).toBe(304);
  });

  it('sends the stored brotli body with its own ETag, and 304s it', async () => {
    const plain = await page('/en/blog');
    const br = await page('/en/blog', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.etag).toBe(String(plain.headers.etag).replace(/"$/, '-br"'));
    const again = await page('/en/blog', { headers: { 'accept-encoding': 'br' } });
    expect(again.rawPayload.equals(br.rawPayload)).toBe(true);
    const notModified = await page('/en/blog', {
      headers: { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) },
    });
    expect(notModified.statusCode).toBe(304);
  });
});

describe('pages that are never shared', () => {
  it.each([
    '/en/checkout',
    '/basket',
    '/ru/favorites',
    '/payment/success?orderId=1',
    '/login',
    '/admin/orders',
  ])('%s is private and rendered each time', async (url) => {
    const before = ownRenders;
    const a = await page(url);
    const b = await page(url);
    expect(ownRenders - before).toBe(2);
    for (const res of [a, b]) {
      expect(res.headers['cache-control']).toBe(PRIVATE_PAGE_CACHE_CONTROL);
      expect(res.headers['x-cache']).toBeUndefined();
      expect(res.headers.etag).toBeUndefined();
    }
  });

  it('renders a request with an Authorization header for that requester only', async () => {
    await page('/en/return-policy');
    const before = ownRenders;
    const res = await page('/en/return-policy', { headers: { authorization: 'Bearer x' } });
    expect(ownRenders - before).toBe(1);
    expect(res.body).toContain('yours only');
    expect(res.headers['cache-control']).toBe(PRIVATE_PAGE_CACHE_CONTROL);
  });

  it('renders a POST for its sender only', async () => {
    const before = ownRenders;
    const res = await page('/en/contacts', { method: 'POST', payload: {} });
    expect(ownRenders - before).toBe(1);
    expect(res.headers['cache-control']).toBe(PRIVATE_PAGE_CACHE_CONTROL);
  });
});

describe('a staff edit is on the next page request', () => {
  const url = '/en?utm_campaign=edits';

  /** Warms the page, runs the edit, and answers the next render of the page. */
  async function afterEdit(edit: () => Promise<{ statusCode: number; body: string }>) {
    await page(url);
    expect((await page(url)).headers['x-cache']).toBe('hit');
    const res = await edit();
    expect(res.statusCode, res.body).toBeLessThan(300);
    const next = await page(url);
    expect(next.headers['x-cache']).toBe('miss');
    return next.body;
  }

  const staff = (method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
    t.request({ method, url: path, token: adder, payload });
  const form = async (path: string, fields: Record<string, string | number>, withImage = false) =>
    t.request({
      method: 'POST',
      url: path,
      token: adder,
      ...(await multipart(fields, withImage ? [{ field: 'image', data: await image() }] : [])),
    });

  let productId = 0;
  let slideId = 0;

  it('a product added, then taken off sale (a GET route)', async () => {
    const c = catalogClient(t, adder);
    const top = await c.category('Rings');
    const sub = await c.category('Bands', top);
    let added: { id: number } | undefined;
    const body = await afterEdit(async () => {
      added = await c.product({ title_en: 'Sunrise band', category_id: `[${sub}]` });
      return { statusCode: 201, body: '' };
    });
    expect(body).toMatch(/id="products">[^<]*Sunrise band/);
    productId = added!.id;
    const off = await afterEdit(() => staff('GET', `/api/products/has/${productId}`));
    expect(off).not.toContain('Sunrise band');
  });

  it('a category renamed', async () => {
    const [category] = (await t.request({ method: 'GET', url: '/api/categories' })).json().data;
    const body = await afterEdit(() =>
      staff('PUT', `/api/categories/${category.id}`, { name_en: 'Wedding rings' }),
    );
    expect(body).toMatch(/id="categories">[^<]*Wedding rings/);
  });

  it('a slide added, then its priority set (a GET route)', async () => {
    const body = await afterEdit(async () => {
      const res = await form('/api/slides', { url: '/en/products/9', priority: 1 }, true);
      slideId = res.json().data.id;
      return res;
    });
    expect(body).toMatch(/id="slides">\/en\/products\/9 1</);
    const raised = await afterEdit(() => staff('GET', `/api/priority/${slideId}/6`));
    expect(raised).toMatch(/id="slides">\/en\/products\/9 6</);
  });

  it('an FAQ added', async () => {
    const body = await afterEdit(() => staff('POST', '/api/faqs', faqBody('Do you resize rings?')));
    expect(body).toMatch(/id="faqs">[^<]*Do you resize rings\?/);
  });

  it('the slogan changed', async () => {
    const body = await afterEdit(() =>
      form('/api/slogans', { color: '#aa8844', content_1_en: '<b>Gold for ever</b>' }),
    );
    expect(body).toContain('Gold for ever');
  });

  it('the return policy changed', async () => {
    const policy = (await t.request({ method: 'GET', url: '/api/return-policy' })).json().data;
    await afterEdit(() =>
      staff('PUT', '/api/return-policy', {
        content: policy.content,
        content_en: '<p>Returns within 30 days.</p>',
        content_ru: policy.content_ru,
      }),
    );
  });

  it('a rate set by an Admin', async () => {
    const admin = await t.staffToken(Role.Admin);
    const body = await afterEdit(() =>
      t.request({ method: 'PUT', url: '/api/rates/USD', token: admin, payload: { value: 432.5 } }),
    );
    expect(body).toMatch(/id="rates">[^<]*432\.5/);
  });

  it('rates the server stores itself (seeded), with no request at all', async () => {
    await page(url);
    await t.services.rates.seed({ RUB: 4.75 });
    const next = await page(url);
    expect(next.headers['x-cache']).toBe('miss');
    expect(next.body).toMatch(/id="rates">[^<]*4\.75/);
  });
});

describe('the API answer cache', () => {
  const api = (url: string) => t.request({ method: 'GET', url });

  it('keys answers by the parameters the route declares, in one order', async () => {
    await api('/api/products/all?utm_source=a');
    expect((await api('/api/products/all?ref=b')).headers['x-cache']).toBe('hit');
    await api('/api/products/all?per_page=5&page=1&junk=1');
    expect((await api('/api/products/all?page=1&per_page=5')).headers['x-cache']).toBe('hit');
    expect((await api('/api/products/all?page=2&per_page=5')).headers['x-cache']).toBeUndefined();
  });

  it('is cleared by a content change too (one shop-wide signal)', async () => {
    await api('/api/products/all');
    expect((await api('/api/products/all')).headers['x-cache']).toBe('hit');
    await t.request({
      method: 'POST',
      url: '/api/faqs',
      token: adder,
      payload: faqBody('Gift box?'),
    });
    expect((await api('/api/products/all')).headers['x-cache']).toBeUndefined();
  });

  it('is off with RESPONSE_CACHE=off', async () => {
    const off = await startTestApp({
      config: { responseCache: false },
    });
    try {
      await off.request({ method: 'GET', url: '/api/products/all' });
      const again = await off.request({ method: 'GET', url: '/api/products/all' });
      expect(again.statusCode).toBe(200);
      expect(again.headers['x-cache']).toBeUndefined();
    } finally {
      await off.close();
    }
  });
});

describe('RESPONSE_CACHE', () => {
  it('is on unless set off', () => {
    expect(loadConfig({}).responseCache).toBe(true);
    expect(loadConfig({ RESPONSE_CACHE: 'off' }).responseCache).toBe(false);
    expect(loadConfig({ RESPONSE_CACHE: 'on' }).responseCache).toBe(true);
  });
});

warnIfUnbuilt('the page cache with the real storefront (the stand-in storefront tests above ran)');

describe.skipIf(!webBuilt)('the page cache with the real storefront (web build)', () => {
  let real: TestApp;
  beforeAll(async () => {
    real = await startTestApp({
      config: { webBuildDir },
    });
  });
  afterAll(() => real?.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    real.app.inject({ method: 'GET', url, headers });

  it('serves a page with a random parameter from the cache, with 304s', async () => {
    const first = await get('/en?utm_source=newsletter');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/text\/html/);
    expect(first.headers['x-cache']).toBe('miss');
    const second = await get('/en?gclid=123');
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    const notModified = await get('/en', { 'if-none-match': String(first.headers.etag) });
    expect(notModified.statusCode).toBe(304);
  });

  it('shows an FAQ added through the API on the next request', async () => {
    await get('/en/faq');
    expect((await get('/en/faq')).headers['x-cache']).toBe('hit');
    const token = await real.staffToken(Role.Adder);
    const res = await real.request({
      method: 'POST',
      url: '/api/faqs',
      token,
      payload: faqBody('Can I engrave a ring?'),
    });
    expect(res.statusCode).toBe(201);
    const next = await get('/en/faq');
    expect(next.headers['x-cache']).toBe('miss');
    expect(next.body).toContain('Can I engrave a ring?');
  });

  it('shows the return policy edited in Russian on the next /ru request, and /en as it was', async () => {
    for (const url of ['/ru/return-policy', '/en/return-policy']) {
      expect((await get(url)).statusCode, url).toBe(200);
      expect((await get(url)).headers['x-cache'], url).toBe('hit');
    }
    const before = (await get('/en/return-policy')).body;
    expect(before).toContain('Orders placed online cannot be returned or exchanged.');
    const policy = (await real.request({ method: 'GET', url: '/api/return-policy' })).json().data;
    const res = await real.request({
      method: 'PUT',
      url: '/api/return-policy',
      token: await real.staffToken(Role.Adder),
      payload: {
        content: policy.content,
        content_en: policy.content_en,
        content_ru: '<p>Возврат в течение 30 дней.</p>',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const ru = await get('/ru/return-policy');
    expect(ru.headers['x-cache']).toBe('miss');
    expect(ru.body).toContain('<p>Возврат в течение 30 дней.</p>');
    expect(ru.body).not.toContain('в течение 14 дней');
    const en = await get('/en/return-policy');
    expect(en.body).toContain('Orders placed online cannot be returned or exchanged.');
    expect(en.body).not.toContain('30 дней');
  });

  it('keeps the checkout and the back-office private', async () => {
    for (const url of ['/en/checkout', '/admin', '/login']) {
      const res = await get(url);
      expect(res.headers['cache-control'], url).toBe(PRIVATE_PAGE_CACHE_CONTROL);
      expect(res.headers['x-cache'], url).toBeUndefined();
    }
  });
});
