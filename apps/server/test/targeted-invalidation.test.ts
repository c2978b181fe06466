import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogClient } from './catalog-fixtures.ts';
import { startTestApp, type TestApp, faqBody } from './harness.ts';
import { someone, startOrderApp, type OrderApp } from './orders-fixtures.ts';
import { testRedis, testRedisUrl } from './redis.ts';
import { warnIfUnbuilt, webBuildDir, webBuilt } from './web-build.ts';

/**
 * An order changes the stock of its products: the pages and answers that show them are
 * rendered again, every other one stays cached (docs/decisions/0030). Real pages (the web
 * build) on the real API.
 */
warnIfUnbuilt('targeted invalidation (pages and answers after an order)');

interface Shop {
  /** Sold in the order: one piece, which the order takes. */
  a: number;
  /** In another category, never ordered. */
  b: number;
  /** A's category and subcategory. */
  rings: number;
  bands: number;
}

/** Two products in categories of their own; A is the newest, so the home page lists it. */
async function stockShop(t: OrderApp): Promise<Shop> {
  const catalog = catalogClient(t, t.admin);
  const rings = await catalog.category('Rings');
  const bands = await catalog.category('Bands', rings);
  const chains = await catalog.category('Chains', await catalog.category('Necklaces'));
  const product = async (title: string, category: number, stock: number) =>
    (await catalog.product({ title_en: title, category_id: `[${category}]`, stock, important: 1 }))
      .id;
  const b = await product('Chain of dawn', chains, 5);
  const a = await product('Band of dusk', bands, 1);
  return { a, b, rings, bands };
}

/**
 * What shows A (its answer, its pages in every locale, page and data, its category, home), and
 * what does not. Answers come first: a page rendered before them would ask them again.
 */
function addresses({ a, b, rings, bands }: Shop) {
  const category = `/en/products/${rings}?sub=${bands}`;
  return {
    showingA: [
      `/api/products/${a}`,
      `/product/${a}`,
      `/en/product/${a}`,
      `/ru/product/${a}`,
      `/en/product/${a}.data`,
      category,
      '/en',
    ],
    /** The pages of A that say it is sold out (in English). */
    soldOutText: [`/en/product/${a}`, category, '/en'],
    notShowingA: [
      `/api/products/${b}`,
      `/product/${b}`,
      `/en/product/${b}`,
      `/en/product/${b}.data`,
      '/en/faq',
    ],
  };
}

const get = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url });
const cached = async (app: FastifyInstance, url: string) =>
  (await get(app, url)).headers['x-cache'] === 'hit';

/** Renders (or asks) each address twice: from then on each is kept. */
async function warm(app: FastifyInstance, urls: string[]): Promise<void> {
  for (const url of urls) {
    expect((await get(app, url)).statusCode, url).toBe(200);
    expect(await cached(app, url), url).toBe(true);
  }
}

/** Which of `urls` are answered from the cache now (each asked once). */
async function hits(app: FastifyInstance, urls: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const url of urls) if (await cached(app, url)) found.push(url);
  return found;
}

async function order(t: OrderApp, product: number): Promise<number> {
  const placed = await t.place({ ...someone(), products: [{ id: product, quantity: 1 }] });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return placed.body.orderNumber;
}

async function addFaq(t: OrderApp, question: string): Promise<void> {
  const res = await t.request({
    method: 'POST',
    url: '/api/faqs',
    token: t.adder,
    payload: faqBody(question),
  });
  expect(res.statusCode).toBe(201);
}

describe.skipIf(!webBuilt)('a stock change on one instance', { timeout: 60_000 }, () => {
  let t: OrderApp;
  let shop: Shop;
  let urls: ReturnType<typeof addresses>;

  beforeAll(async () => {
    t = await startOrderApp({
      config: { webBuildDir, pageRenders: { burst: 0, intervalMs: 1000, threads: 1 } },
    });
    shop = await stockShop(t);
    urls = addresses(shop);
  });
  afterAll(() => t?.close());

  it("renders again what shows the ordered product, and keeps an unrelated product's pages", async () => {
    await warm(t.app, [...urls.showingA, ...urls.notShowingA]);
    const orderNumber = await order(t, shop.a);

    expect(await hits(t.app, urls.notShowingA)).toEqual(urls.notShowingA);
    expect(await hits(t.app, urls.showingA)).toEqual([]);
    for (const url of urls.soldOutText)
      expect((await get(t.app, url)).body, url).toContain('Sold out');
    expect((await get(t.app, `/api/products/${shop.a}`)).json()).toMatchObject({ stock: 0 });

    // A staff cancel gives the piece back: the same pages again, and only them.
    await warm(t.app, urls.showingA);
    const cancelled = await t.request({
      method: 'POST',
      url: `/api/payment/orders/${orderNumber}/cancel`,
      token: t.seller,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await hits(t.app, urls.notShowingA)).toEqual(urls.notShowingA);
    expect(await hits(t.app, urls.showingA)).toEqual([]);
    expect((await get(t.app, `/en/product/${shop.a}`)).body).not.toContain('Sold out');
  });

  it('still clears everything on a staff edit of content', async () => {
    await warm(t.app, urls.notShowingA);
    await addFaq(t, 'Do you engrave?');
    expect(await hits(t.app, urls.notShowingA)).toEqual([]);
    expect((await get(t.app, '/en/faq')).body).toContain('Do you engrave?');
  });
});

describe.skipIf(!webBuilt || !testRedisUrl)(
  'a stock change across two instances sharing Redis',
  { timeout: 60_000 },
  () => {
    const redisPrefix = `voski-test:${randomUUID()}:`;
    let one: OrderApp;
    let two: TestApp;
    let shop: Shop;
    let urls: ReturnType<typeof addresses>;

    beforeAll(async () => {
      const config = {
        webBuildDir,
        redisUrl: testRedisUrl,
        redisPrefix,
        pageRenders: { burst: 0, intervalMs: 1000 },
        // Both instances share this process: a render holding it for a second is no outage.
        redisCommandTimeoutMs: 10_000,
      };
      one = await startOrderApp({ config });
      two = await startTestApp({ config, database: one.database });
      shop = await stockShop(one);
      urls = addresses(shop);
    });
    afterAll(async () => {
      await two?.close();
      await one?.close();
    });

    /** Publishes what an instance from before scopes sends for any change: its id alone. */
    async function olderInstanceChange(): Promise<void> {
      const redis = testRedis();
      try {
        await redis.redis.publish(`${redisPrefix}storefront-changes`, 'an-older-instance');
      } finally {
        await redis.close();
      }
    }

    /**
     * Resolves once the second instance has taken in every change published so far (the
     * catalogue's, which a busy process may read late): Redis delivers in order, so once one
     * published now has cleared its caches, the earlier ones have arrived.
     */
    async function caughtUp(): Promise<void> {
      const probe = `/api/products/${shop.b}`;
      await warm(two.app, [probe]);
      await olderInstanceChange();
      await expect.poll(() => cached(two.app, probe)).toBe(false);
    }

    it('clears on the other instance what shows the ordered product, and only that', async () => {
      await caughtUp();
      await warm(two.app, [...urls.showingA, ...urls.notShowingA]);
      await order(one, shop.a);
      // Redis has passed the change on when the order is answered; it may still be on its way in.
      const answer = `/api/products/${shop.a}`;
      await expect
        .poll(async () => (await get(two.app, answer)).json())
        .toMatchObject({ stock: 0 });
      expect(await hits(two.app, urls.notShowingA)).toEqual(urls.notShowingA);
      const pages = urls.showingA.filter((url) => url !== answer);
      expect(await hits(two.app, pages)).toEqual([]);
      for (const url of urls.soldOutText) {
        expect((await get(two.app, url)).body, url).toContain('Sold out');
      }
    });

    it('reads a change without products (an older instance sends only its id) as everything', async () => {
      await caughtUp();
      await warm(two.app, urls.notShowingA);
      await olderInstanceChange();
      const [answer, ...pages] = urls.notShowingA;
      await expect.poll(() => cached(two.app, answer!)).toBe(false);
      expect(await hits(two.app, pages)).toEqual([]);
    });

    it('clears everything on the other instance on a staff edit of content', async () => {
      await caughtUp();
      await warm(two.app, urls.notShowingA);
      await addFaq(one, 'Do you resize?');
      await expect.poll(() => cached(two.app, '/en/faq')).toBe(false);
      expect((await get(two.app, '/en/faq')).body).toContain('Do you resize?');
    });
  },
);
