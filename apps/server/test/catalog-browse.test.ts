import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type Product, type ProductFacets } from '@voski/contract';
import { catalogClient } from './catalog-fixtures.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let staff: string;
let c: ReturnType<typeof catalogClient>;
const cat: Record<string, number> = {};

/**
 * Rings (Wedding, Engagement) and Earrings (Studs), created in this order (newest last):
 *   name  price   categories           metal         respect  status
 *   a     100000  Wedding              Ոսկի          585      1
 *   b     200000  Wedding, Engagement  Ոսկի          750      1
 *   c     300000  Engagement           Սպիտակ ոսկի   750      1
 *   d     150000  Engagement           Ոսկի          585      0 (not on sale)
 *   e     120000  Studs                Ոսկի          585      1
 *   f     250000  Wedding              Սպիտակ ոսկի   585      1
 *   g     180000  Engagement           Ոսկի          999      1
 */
const GOLD = 'Ոսկի';
const WHITE = 'Սպիտակ ոսկի';
beforeAll(async () => {
  t = await startTestApp();
  staff = await t.staffToken(Role.Adder);
  c = catalogClient(t, staff);
  cat.rings = await c.category('Rings');
  cat.wedding = await c.category('Wedding', cat.rings);
  cat.engagement = await c.category('Engagement', cat.rings);
  cat.earrings = await c.category('Earrings');
  cat.studs = await c.category('Studs', cat.earrings);
  // Gold is one of the kinds every shop starts with; white gold is the staff's own.
  await t.request({
    method: 'POST',
    url: '/api/metals',
    token: staff,
    payload: {
      name: WHITE,
      name_en: 'White gold',
      name_ru: 'Белое золото',
      finenesses: [585, 750],
    },
  });
  const add = (
    title_en: string,
    price: number,
    ids: number[],
    metal: string,
    respect: number,
    status = 1,
  ) =>
    c.product({
      title_en,
      price,
      category_id: JSON.stringify(ids),
      metal,
      metal_en: metal === GOLD ? 'Gold' : 'White gold',
      metal_ru: metal === GOLD ? 'Золото' : 'Белое золото',
      respect,
      status,
    });
  await add('a', 100000, [cat.wedding!], GOLD, 585);
  await add('b', 200000, [cat.wedding!, cat.engagement!], GOLD, 750);
  await add('c', 300000, [cat.engagement!], WHITE, 750);
  await add('d', 150000, [cat.engagement!], GOLD, 585, 0);
  await add('e', 120000, [cat.studs!], GOLD, 585);
  await add('f', 250000, [cat.wedding!], WHITE, 585);
  await add('g', 180000, [cat.engagement!], GOLD, 999);
});
afterAll(() => t.close());

interface Paged {
  data: Product[];
  meta?: { page: number; per_page: number; total: number };
}

async function list(url: string, token?: string) {
  const res = await t.request({ method: 'GET', url, token });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<Paged>();
  return { titles: body.data.map((p) => p.title_en), meta: body.meta };
}

async function facets(query = '', id = cat.rings!): Promise<ProductFacets> {
  const res = await t.request({ method: 'GET', url: `/api/products/facets/${id}${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: ProductFacets }>().data;
}

describe('pages and sorting', () => {
  it('a page of a list: the slice, in order, with the total of the whole list', async () => {
    expect(await list('/api/products/all?per_page=2')).toEqual({
      titles: ['g', 'f'],
      meta: { page: 1, per_page: 2, total: 6 },
    });
    expect(await list('/api/products/all?per_page=2&page=3')).toEqual({
      titles: ['b', 'a'],
      meta: { page: 3, per_page: 2, total: 6 },
    });
  });

  it('a page past the last is empty but still tells the total', async () => {
    expect(await list('/api/products/all?per_page=4&page=3')).toEqual({
      titles: [],
      meta: { page: 3, per_page: 4, total: 6 },
    });
  });

  it('page alone takes 20 a page; without page or per_page the whole list, no meta', async () => {
    expect((await list('/api/products/all?page=1')).meta).toEqual({
      page: 1,
      per_page: 20,
      total: 6,
    });
    expect(await list('/api/products/all')).toEqual({ titles: ['g', 'f', 'e', 'c', 'b', 'a'] });
  });

  it('sorts by price both ways, and newest by default', async () => {
    expect((await list('/api/products/all?sort=price_asc')).titles).toEqual([
      'a',
      'e',
      'g',
      'b',
      'f',
      'c',
    ]);
    expect((await list('/api/products/all?sort=price_desc&per_page=3')).titles).toEqual([
      'c',
      'f',
      'b',
    ]);
    expect((await list('/api/products/all?sort=newest')).titles).toEqual(
      (await list('/api/products/all')).titles,
    );
  });

  it('pages of a sorted list never repeat or skip a product', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 4; page++) {
      seen.push(...(await list(`/api/products/all?sort=price_asc&per_page=2&page=${page}`)).titles);
    }
    expect(seen).toEqual((await list('/api/products/all?sort=price_asc')).titles);
  });

  it('every list route takes page and sort: category, importance, search', async () => {
    expect(await list(`/api/products/categories/${cat.rings}?sort=price_desc&per_page=2`)).toEqual({
      titles: ['c', 'f'],
      meta: { page: 1, per_page: 2, total: 5 },
    });
    expect((await list('/api/products/importants?per_page=5')).meta?.total).toBe(0);
    expect(await list('/api/products/search?query=Gold&sort=price_asc&per_page=2&page=2')).toEqual({
      titles: ['g', 'b'],
      meta: { page: 2, per_page: 2, total: 6 },
    });
  });

  it('refuses a bad sort or page with 422 naming the parameter', async () => {
    for (const [query, field] of [
      ['sort=cheapest', 'sort'],
      ['page=0', 'page'],
      ['per_page=101', 'per_page'],
      ['per_page=abc', 'per_page'],
    ]) {
      const res = await t.request({ method: 'GET', url: `/api/products/importants?${query}` });
      expect(res.statusCode, query).toBe(422);
      expect(Object.keys(res.json<{ errors: object }>().errors)).toEqual([field]);
    }
  });
});

describe('filters', () => {
  const filter = (query: string) =>
    list(`/api/products/filter/${cat.rings}?sort=price_asc&${query}`);

  it('by metal and fineness, repeated or comma-separated', async () => {
    expect((await filter(`metal=${encodeURIComponent(WHITE)}`)).titles).toEqual(['f', 'c']);
    expect((await filter('respect=585&respect=999')).titles).toEqual(['a', 'g', 'f']);
    expect((await filter('respect=750,999')).titles).toEqual(['g', 'b', 'c']);
    expect(
      (await filter(`metal=${encodeURIComponent(GOLD)}&respect=585&categories=[${cat.wedding}]`))
        .titles,
    ).toEqual(['a']);
  });

  it('with a page: the filtered total', async () => {
    expect(await filter('min=150000&max=260000&per_page=2')).toEqual({
      titles: ['g', 'b'],
      meta: { page: 1, per_page: 2, total: 3 },
    });
  });

  it('refuses a fineness that is not one with 422', async () => {
    const res = await t.request({
      method: 'GET',
      url: `/api/products/filter/${cat.rings}?respect=1234`,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: object }>().errors).toHaveProperty(['respect.0']);
  });
});

describe('facets', () => {
  it('counts each value within the category, for visitors only products on sale', async () => {
    expect(await facets()).toEqual({
      total: 5,
      subcategories: [
        { id: cat.wedding, count: 3 },
        { id: cat.engagement, count: 3 },
      ],
      metals: [
        { kind: 'gold', metal: GOLD, metal_en: 'Gold', metal_ru: 'Золото', count: 3 },
        {
          kind: 'white-gold',
          metal: WHITE,
          metal_en: 'White gold',
          metal_ru: 'Белое золото',
          count: 2,
        },
      ],
      respects: [
        { respect: 585, count: 2 },
        { respect: 750, count: 2 },
        { respect: 999, count: 1 },
      ],
      price: { min: 100000, max: 300000 },
    });
  });

  it('each facet is counted with the other filters, never its own', async () => {
    // Fineness 585 chosen: the fineness counts stay as before (so 750 can be added), the
    // others shrink to the 585 products (a, f).
    const chosen = await facets('?respect=585');
    expect(chosen.total).toBe(2);
    expect(chosen.respects).toEqual([
      { respect: 585, count: 2 },
      { respect: 750, count: 2 },
      { respect: 999, count: 1 },
    ]);
    expect(chosen.metals.map((m) => [m.metal, m.count])).toEqual([
      [GOLD, 1],
      [WHITE, 1],
    ]);
    expect(chosen.subcategories).toEqual([
      { id: cat.wedding, count: 2 },
      { id: cat.engagement, count: 0 },
    ]);
    expect(chosen.price).toEqual({ min: 100000, max: 250000 });
  });

  it('a price range narrows the others, and the span shows what the range left out', async () => {
    const ranged = await facets(`?min=150000&max=260000&categories=[${cat.engagement}]`);
    expect(ranged.total).toBe(2); // b, g
    expect(ranged.subcategories).toEqual([
      { id: cat.wedding, count: 2 }, // b, f
      { id: cat.engagement, count: 2 }, // b, g
    ]);
    expect(ranged.respects).toEqual([
      { respect: 750, count: 1 },
      { respect: 999, count: 1 },
    ]);
    expect(ranged.price).toEqual({ min: 180000, max: 300000 }); // b, c, g in Engagement
  });

  it('staff counts include products not on sale', async () => {
    const res = await t.request({
      method: 'GET',
      url: `/api/products/facets/${cat.rings}`,
      token: staff,
    });
    expect(res.json<{ data: ProductFacets }>().data.total).toBe(6);
  });

  it('a subcategory has no subcategory facet; an unknown category is a 404', async () => {
    const sub = await facets('', cat.studs);
    expect(sub.subcategories).toEqual([]);
    expect(sub.total).toBe(1);
    const missing = await t.request({ method: 'GET', url: '/api/products/facets/999999' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('the staff list', () => {
  it('narrows by category, availability and text, with pages', async () => {
    expect(
      await list(`/api/products?category=${cat.engagement}&status=0&per_page=10`, staff),
    ).toEqual({ titles: ['d'], meta: { page: 1, per_page: 10, total: 1 } });
    expect(
      (await list(`/api/products?query=${encodeURIComponent('white')}&sort=price_asc`, staff))
        .titles,
    ).toEqual(['f', 'c']);
    expect((await list(`/api/products?category=${cat.rings}&per_page=2`, staff)).meta?.total).toBe(
      6,
    );
  });

  it('an unknown category is a 422 naming it', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/products?category=999999',
      token: staff,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: object }>().errors).toHaveProperty('category');
  });
});

describe('the sitemap feed', () => {
  it('lists the ids of products on sale by id, a page at a time, with the total', async () => {
    const res = await t.request({ method: 'GET', url: '/api/products/sitemap?per_page=4&page=2' });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ data: { id: number; updated_at: string }[]; meta: object }>();
    const all = await t.request({ method: 'GET', url: '/api/products/sitemap' });
    const ids = all.json<{ data: { id: number }[] }>().data.map((p) => p.id);
    expect(ids).toHaveLength(6); // d is not on sale
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(body.data.map((p) => p.id)).toEqual(ids.slice(4));
    expect(body.meta).toEqual({ page: 2, per_page: 4, total: 6 });
    expect(Date.parse(body.data[0]!.updated_at)).not.toBeNaN();
  });

  it('refuses more than 5,000 a page', async () => {
    const res = await t.request({ method: 'GET', url: '/api/products/sitemap?per_page=5001' });
    expect(res.statusCode).toBe(422);
  });
});
