import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, toProductDetail } from '@voski/contract';
import type { Db } from '../src/db/client.ts';
import { products } from '../src/db/schema/index.ts';
import {
  productColumns,
  productViews,
  type ViewLookups,
} from '../src/modules/catalog/product-views.ts';
import { catalogClient, noDescriptions } from './catalog-fixtures.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let staff: string;
let c: ReturnType<typeof catalogClient>;
const cat: Record<string, number> = {};

/**
 * The shop: Rings (Wedding, Engagement) and Earrings (Studs).
 *   name        price   categories            important status
 *   r1          100000  Wedding               1         1
 *   r2          200000  Wedding, Engagement   0         1
 *   r3          300000  Engagement            2         1
 *   r4-hidden   150000  Engagement            1         0
 *   e1          120000  Studs                 2         1
 *   top         250000  Rings (itself)        0         1
 */
beforeAll(async () => {
  t = await startTestApp();
  staff = await t.staffToken(Role.Adder);
  c = catalogClient(t, staff);
  cat.rings = await c.category('Rings');
  cat.wedding = await c.category('Wedding', cat.rings);
  cat.engagement = await c.category('Engagement', cat.rings);
  cat.earrings = await c.category('Earrings');
  cat.studs = await c.category('Studs', cat.earrings);
  const add = (title_en: string, price: number, ids: number[], important = 0, status = 1) =>
    c.product({ title_en, price, category_id: JSON.stringify(ids), important, status });
  await add('r1', 100000, [cat.wedding!], 1);
  await add('r2', 200000, [cat.wedding!, cat.engagement!]);
  await add('r3', 300000, [cat.engagement!], 2);
  await add('r4-hidden', 150000, [cat.engagement!], 1, 0);
  await add('e1', 120000, [cat.studs!], 2);
  await add('top', 250000, [cat.rings!]);
});
afterAll(() => t.close());

const storefront = ['top', 'e1', 'r3', 'r2', 'r1'];
const everything = ['top', 'e1', 'r4-hidden', 'r3', 'r2', 'r1'];

describe('product lists', () => {
  it('/products: newest first, only products on sale for the storefront', async () => {
    expect(await c.titles('/api/products')).toEqual(storefront);
    expect(await c.titles('/api/products/all')).toEqual(storefront);
  });

  it('staff (a valid token, even on a public route) see unavailable products too', async () => {
    expect(await c.titles('/api/products', staff)).toEqual(everything);
    expect(await c.titles('/api/products/all', staff)).toEqual(everything);
  });

  it('an invalid token on a public route is ignored, never a 401', async () => {
    const res = await t.request({ method: 'GET', url: '/api/products', token: 'not-a-token' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((p: { title_en: string }) => p.title_en)).toEqual(storefront);
  });

  it('paginates with ?page=&per_page= and says so in meta', async () => {
    const first = await c.get('/api/products?page=1&per_page=2');
    expect(first.body.meta).toEqual({ page: 1, per_page: 2, total: 5 });
    expect(first.body.data.map((p: { title_en: string }) => p.title_en)).toEqual(['top', 'e1']);
    const third = await c.get('/api/products?page=3&per_page=2');
    expect(third.body.data.map((p: { title_en: string }) => p.title_en)).toEqual(['r1']);
    const beyond = await c.get('/api/products?page=9&per_page=2');
    expect(beyond.body).toEqual({ data: [], meta: { page: 9, per_page: 2, total: 5 } });
    const staffPage = await c.get('/api/products?page=1&per_page=10', staff);
    expect(staffPage.body.meta.total).toBe(6);
    expect((await c.get('/api/products?page=2')).body.meta).toEqual({
      page: 2,
      per_page: 20,
      total: 5,
    });
    expect((await c.get('/api/products')).body.meta).toBeUndefined();
  });

  it('refuses bad pagination values with 422', async () => {
    for (const query of ['page=0', 'per_page=101', 'page=x', 'per_page=-1']) {
      const res = await c.get(`/api/products?${query}`);
      expect(res.status, query).toBe(422);
      expect(Object.keys(res.body.errors), query).toHaveLength(1);
    }
  });

  it('/importants and /newProducts', async () => {
    expect(await c.titles('/api/products/importants')).toEqual(['r1']);
    expect(await c.titles('/api/products/importants', staff)).toEqual(['r4-hidden', 'r1']);
    expect(await c.titles('/api/products/newProducts')).toEqual(['e1', 'r3']);
  });

  it('/products/categories/{id}: a top-level category with its subcategories, or one subcategory', async () => {
    expect(await c.titles(`/api/products/categories/${cat.rings}`)).toEqual([
      'top',
      'r3',
      'r2',
      'r1',
    ]);
    expect(await c.titles(`/api/products/categories/${cat.engagement}`)).toEqual(['r3', 'r2']);
    expect(await c.titles(`/api/products/categories/${cat.engagement}`, staff)).toEqual([
      'r4-hidden',
      'r3',
      'r2',
    ]);
    expect(await c.titles(`/api/products/categories/${cat.studs}`)).toEqual(['e1']);
    const unknown = await c.get('/api/products/categories/999999');
    expect(unknown).toEqual({ status: 404, body: { message: 'Category not found.' } });
  });

  it('/products/{id}: the bare object; one not on sale is a 404 to visitors, not to staff', async () => {
    const list = (await c.get('/api/products', staff)).body.data;
    const hidden = list.find((p: { title_en: string }) => p.title_en === 'r4-hidden');
    const asVisitor = await c.get(`/api/products/${hidden.id}`);
    const unknown = await c.get('/api/products/999999');
    expect(asVisitor).toEqual({ status: 404, body: { message: 'Product not found.' } });
    expect(unknown).toEqual(asVisitor);
    const asStaff = await c.get(`/api/products/${hidden.id}`, staff);
    expect(asStaff.status).toBe(200);
    expect(asStaff.body).toEqual(toProductDetail({ ...hidden, ...noDescriptions }));
    expect((await c.get('/api/products/abc')).status).toBe(422);
  });
});

describe('a product taken off sale', () => {
  it('is a 404 to visitors from the next request, and back when it is on sale again', async () => {
    const { id } = await c.product({ title_en: 'toggled', price: 1000, status: 1 });
    const toggle = () => c.get(`/api/products/has/${id}`, staff);
    expect((await c.get(`/api/products/${id}`)).status).toBe(200);
    expect((await toggle()).body.data).toMatchObject({ status: 0 });
    expect((await c.get(`/api/products/${id}`)).status).toBe(404);
    expect((await c.get(`/api/products/${id}`, staff)).status).toBe(200);
    expect((await toggle()).body.data).toMatchObject({ status: 1 });
    expect((await c.get(`/api/products/${id}`)).status).toBe(200);
    await t.request({ method: 'DELETE', url: `/api/products/${id}`, token: staff });
  });
});

describe('/products/filter/{id}', () => {
  const filter = (query: string, id = cat.rings, as?: string) =>
    c.titles(`/api/products/filter/${id}?${query}`, as);

  it('without bounds or categories: every product of the category tree', async () => {
    expect(await filter('min=&max=&categories=')).toEqual(['top', 'r3', 'r2', 'r1']);
    expect(await filter('')).toEqual(['top', 'r3', 'r2', 'r1']);
    expect(await filter('categories=[]')).toEqual(['top', 'r3', 'r2', 'r1']);
  });

  it('bounds are inclusive on both ends', async () => {
    expect(await filter('min=200000&max=300000')).toEqual(['top', 'r3', 'r2']);
    expect(await filter('min=200001&max=299999')).toEqual(['top']);
    expect(await filter('min=100000&max=100000')).toEqual(['r1']);
    expect(await filter('min=250000')).toEqual(['top', 'r3']);
    expect(await filter('max=150000')).toEqual(['r1']);
    expect(await filter('max=150000', cat.rings, staff)).toEqual(['r4-hidden', 'r1']);
  });

  it('within the listed subcategories', async () => {
    expect(await filter(`categories=[${cat.wedding}]`)).toEqual(['r2', 'r1']);
    expect(await filter(`categories=[${cat.wedding},${cat.engagement}]`)).toEqual([
      'r3',
      'r2',
      'r1',
    ]);
    expect(await filter(`categories=[${cat.engagement}]&min=250000`)).toEqual(['r3']);
    expect(await filter(`categories=${cat.wedding}`)).toEqual(['r2', 'r1']);
    // A subcategory of another category is not within this one.
    expect(await filter(`categories=[${cat.studs}]`)).toEqual([]);
  });

  it('on a subcategory: that subcategory alone', async () => {
    expect(await filter('min=0&max=250000', cat.engagement)).toEqual(['r2']);
  });

  it('bad values → 422 naming the parameter; an unknown category → 404', async () => {
    const cases: [string, string][] = [
      ['min=abc', 'min'],
      ['max=-5', 'max'],
      ['min=500&max=100', 'max'],
      ['categories=[1,"x"]', 'categories'],
      ['categories={"a":1}', 'categories'],
      ['categories=[1', 'categories'],
    ];
    for (const [query, field] of cases) {
      const res = await c.get(`/api/products/filter/${cat.rings}?${encodeURI(query)}`);
      expect(res.status, query).toBe(422);
      expect(Object.keys(res.body.errors), query).toEqual([field]);
    }
    expect((await c.get('/api/products/filter/999999')).status).toBe(404);
  });
});

describe('loading product views', () => {
  /** The queries `productViews` runs for the first `n` products, counted at the builder. */
  async function queriesFor(n: number, lookups?: ViewLookups): Promise<number> {
    const db = t.database.db;
    let queries = 0;
    const counting = new Proxy(db, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver);
        if (property !== 'select' || typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          queries++;
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    }) as Db;
    const rows = await db.select(productColumns).from(products).limit(n);
    expect(rows).toHaveLength(n);
    const views = await productViews(counting, rows, lookups);
    expect(views.map((v) => v.id)).toEqual(rows.map((r) => r.id));
    return queries;
  }

  it('takes the same one query for one product as for a whole page (no N+1)', async () => {
    // Galleries and category ids come with the rows; the category tree is one query.
    expect(await queriesFor(1)).toBe(1);
    expect(await queriesFor(6)).toBe(1);
  });

  it('reads the category tree from the category module when it is plugged in', async () => {
    const categories = t.app.services.categories;
    await categories.tree();
    expect(await queriesFor(6, { categories })).toBe(0);
  });
});
