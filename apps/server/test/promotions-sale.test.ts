import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Role,
  type Product,
  type ProductFacets,
  type PromotionBody,
  type RunningSale,
} from '@voski/contract';
import { promotions } from '../src/db/schema/index.ts';
import { catalogClient } from './catalog-fixtures.ts';
import { startTestApp, type TestApp } from './harness.ts';

const names = (name: string) => ({ name, name_en: name, name_ru: name });
const HOUR = 3_600_000;

describe('the sale list (GET /products/sale)', () => {
  let t: TestApp;
  let admin: string;
  let rings: number;
  let wedding: number;
  let chains: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.staffToken(Role.Admin);
    const catalog = catalogClient(t, admin);
    rings = await catalog.category('Rings');
    wedding = await catalog.category('Wedding', rings);
    chains = await catalog.category('Chains');
    const add = async (
      title: string,
      price: number,
      metal: 'gold' | 'silver',
      respect: number,
      category: number | null,
      status = 1,
    ) => {
      const made = await catalog.product({
        title,
        title_en: title,
        metal_kind: metal,
        metal: '',
        metal_en: '',
        metal_ru: '',
        respect: String(respect),
        price: String(price),
        status: String(status),
        ...(category === null ? {} : { category_id: `[${category}]` }),
      });
      ids[title] = made.id;
    };
    // oldest first: "newest" lists them the other way round
    await add('Gold band', 100_000, 'gold', 585, wedding);
    await add('Silver band', 60_000, 'silver', 999, wedding);
    await add('Hidden band', 70_000, 'gold', 585, wedding, 0);
    await add('Gold chain', 200_000, 'gold', 750, chains);
    await add('Loose pendant', 50_000, 'gold', 585, null);
    await add('Top-level ring', 80_000, 'silver', 999, rings);
  });
  afterAll(() => t.close());

  const made: number[] = [];
  const promote = async (body: Partial<PromotionBody>) => {
    const res = await t.request({
      method: 'POST',
      url: '/api/promotions',
      token: admin,
      payload: { ...names('Sale'), kind: 'percent', value: 10, targets: { all: true }, ...body },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<{ data: { id: number } }>().data.id;
    made.push(id);
    return id;
  };
  const clear = async () => {
    for (const id of made.splice(0)) {
      const res = await t.request({ method: 'DELETE', url: `/api/promotions/${id}`, token: admin });
      expect(res.statusCode).toBe(200);
    }
  };
  const sale = async (query = '') => {
    const res = await t.request({ method: 'GET', url: `/api/products/sale${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{
      data: Product[];
      meta: { page: number; per_page: number; total: number };
      sales: RunningSale[];
    }>();
  };
  const titles = async (query = '') => (await sale(query)).data.map((p) => p.title_en);
  const facets = async (query = '') => {
    const res = await t.request({ method: 'GET', url: `/api/products/sale/facets${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: ProductFacets }>().data;
  };

  it('is an empty page while no sale runs (a code is no sale)', async () => {
    await promote({ code: 'SALELIST1' });
    expect(await sale()).toEqual({
      data: [],
      meta: { page: 1, per_page: 24, total: 0 },
      sales: [],
    });
    expect((await facets()).total).toBe(0);
    await clear();
  });

  it('lists what the running promotions apply to: a category with its subcategories', async () => {
    const id = await promote({ ...names('Rings −10%'), targets: { categories: [rings] } });
    const list = await sale();
    expect(list.sales).toEqual([
      { id, name: 'Rings −10%', name_en: 'Rings −10%', name_ru: 'Rings −10%', ends_at: null },
    ]);
    expect(list.data.map((p) => p.title_en)).toEqual([
      'Top-level ring',
      'Silver band',
      'Gold band',
    ]);
    expect(list.meta.total).toBe(3);
    // each with its sale price (10% off)
    expect(list.data.map((p) => p.sale_price)).toEqual([72_000, 54_000, 90_000]);
    await clear();
    await promote({ targets: { categories: [wedding] } });
    expect(await titles()).toEqual(['Silver band', 'Gold band']);
    await clear();
  });

  it('lists products, a metal with or without its fineness, and the union of several sales', async () => {
    await promote({ targets: { products: [ids['Loose pendant']!] } });
    expect(await titles()).toEqual(['Loose pendant']);
    await clear();
    await promote({ targets: { metal: 'gold', fineness: 585 } });
    // the hidden band is off the shop: not listed
    expect(await titles()).toEqual(['Loose pendant', 'Gold band']);
    await clear();
    await promote({ targets: { metal: 'gold' } });
    expect(await titles()).toEqual(['Loose pendant', 'Gold chain', 'Gold band']);
    await promote({ targets: { categories: [chains], products: [ids['Silver band']!] } });
    expect(await titles()).toEqual(['Loose pendant', 'Gold chain', 'Silver band', 'Gold band']);
    await clear();
    await promote({ targets: { all: true } });
    expect((await sale()).meta.total).toBe(5);
    await clear();
  });

  it('pages and sorts by the catalogue price', async () => {
    await promote({ targets: { all: true } });
    expect(await titles('?sort=price_asc&per_page=2')).toEqual(['Loose pendant', 'Silver band']);
    const second = await sale('?sort=price_asc&per_page=2&page=2');
    expect(second.data.map((p) => p.title_en)).toEqual(['Top-level ring', 'Gold band']);
    expect(second.meta).toEqual({ page: 2, per_page: 2, total: 5 });
    expect(await titles('?sort=price_desc&per_page=2&page=3')).toEqual(['Loose pendant']);
    expect(await titles('?per_page=2&page=4')).toEqual([]);
    await clear();
  });

  it('narrows like a category page, and counts each filter’s values', async () => {
    await promote({ targets: { all: true } });
    expect(await titles(`?categories=[${rings}]`)).toEqual([
      'Top-level ring',
      'Silver band',
      'Gold band',
    ]);
    expect(await titles(`?categories=[${wedding},${chains}]`)).toEqual([
      'Gold chain',
      'Silver band',
      'Gold band',
    ]);
    expect(await titles('?metal=gold&respect=585')).toEqual(['Loose pendant', 'Gold band']);
    expect(await titles('?min=60000&max=100000&sort=price_asc')).toEqual([
      'Silver band',
      'Top-level ring',
      'Gold band',
    ]);
    const counted = await facets();
    expect(counted.total).toBe(5);
    // per top-level category, its subcategories' products included
    expect(counted.subcategories).toEqual(
      expect.arrayContaining([
        { id: rings, count: 3 },
        { id: chains, count: 1 },
      ]),
    );
    expect(counted.respects).toEqual([
      { respect: 585, count: 2 },
      { respect: 750, count: 1 },
      { respect: 999, count: 2 },
    ]);
    expect(counted.price).toEqual({ min: 50_000, max: 200_000 });
    const narrowed = await facets(`?categories=[${chains}]`);
    expect(narrowed.total).toBe(1);
    // the category counts leave the category filter out: ticking another widens
    expect(narrowed.subcategories).toEqual(expect.arrayContaining([{ id: rings, count: 3 }]));
    await clear();
  });

  it('lists nothing for a paused, scheduled or ended sale', async () => {
    const paused = await promote({ targets: { all: true }, paused: true });
    await promote({
      targets: { all: true },
      starts_at: new Date(Date.now() + 24 * HOUR).toISOString(),
    });
    expect((await sale()).meta.total).toBe(0);
    const ending = await promote({ targets: { categories: [chains] } });
    expect(await titles()).toEqual(['Gold chain']);
    // as if its end had passed (the timer clears what remembered it)
    await t.database.db
      .update(promotions)
      .set({ starts_at: new Date(Date.now() - 2 * HOUR), ends_at: new Date(Date.now() - HOUR) })
      .where(eq(promotions.id, ending));
    t.services.promotions.changes.emit();
    expect((await sale()).meta.total).toBe(0);
    expect((await facets()).total).toBe(0);
    expect(paused).toBeGreaterThan(0);
    await clear();
  });

  it('refuses bad parameters with a 422 and field messages', async () => {
    for (const query of [
      '?per_page=0',
      '?per_page=101',
      '?page=0',
      '?sort=cheapest',
      '?categories=rings',
      '?min=100&max=10',
      '?respect=1000',
    ]) {
      const res = await t.request({ method: 'GET', url: `/api/products/sale${query}` });
      expect(res.statusCode, query).toBe(422);
      expect(Object.keys(res.json<{ errors: object }>().errors).length, query).toBeGreaterThan(0);
    }
    const res = await t.request({ method: 'GET', url: '/api/products/sale/facets?min=5&max=1' });
    expect(res.statusCode).toBe(422);
  });
});
