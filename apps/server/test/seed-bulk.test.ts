import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import {
  Availability,
  finenesses,
  Importance,
  PER_PAGE_MAX,
  product,
  productDetail,
  productFields,
  Role,
  toProductDetail,
  type Product,
} from '@voski/contract';
import type { categories } from '../src/db/schema/index.ts';
import { products } from '../src/db/schema/index.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { seedDemoContent } from '../src/seed/demo-content.ts';
import { DEMO_PRODUCTS_MAX, generateProducts } from '../src/seed/generated-catalog.ts';
import { loadConfig } from '../src/config.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { noDescriptions } from './catalog-fixtures.ts';

const N = 5_000;
const YEAR_MS = 365 * 86_400_000;

let t: TestApp;
let rows: Product[] = [];
beforeAll(async () => {
  t = await startTestApp();
  // The slides, posts and blogs first, so the timed seed below is the catalogue's alone.
  await seedDemoContent(t.database.db, t.services.media, t.services.blogs, t.services.pages);
});
afterAll(() => t.close());

const total = async (table: typeof products | typeof categories) =>
  (await t.database.db.select({ n: count() }).from(table))[0]!.n;

const share = (predicate: (p: Product) => boolean) => rows.filter(predicate).length / rows.length;

describe('generated demo catalogue (DEMO_PRODUCTS)', () => {
  // Within the default test timeout: the drawings, the rows, the indexes, VACUUM ANALYZE.
  it(`seeds ${N} products into an empty shop`, async () => {
    const report = await seedDemo(t.database.db, t.services, { products: N });
    expect(report).toEqual({ categories: 15, products: N });
    expect(await total(products)).toBe(N);
  });

  it('gives each product fields the contract accepts, as the API answers it', async () => {
    const token = await t.staffToken(Role.Adder);
    rows = [];
    for (let page = 1; rows.length < N; page++) {
      const res = await t.request({
        method: 'GET',
        url: `/api/products?page=${page}&per_page=${PER_PAGE_MAX}`,
        token,
      });
      expect(res.statusCode).toBe(200);
      const { data } = res.json<{ data: unknown[] }>();
      expect(data.length).toBeGreaterThan(0);
      rows.push(...data.map((p) => product.parse(p)));
    }
    expect(rows).toHaveLength(N);
    for (const p of rows) {
      // The product form's own rules: lengths, fineness from the list, a positive weight.
      // (The pricing switches answer as booleans and null: the form's own values are left out.)
      const {
        priced_by_weight: _weight,
        making_per_gram: _perGram,
        metal_kind: _kind,
        ...fields
      } = p;
      expect(productFields.safeParse(fields).error, p.model).toBeUndefined();
    }
    // One product page in ten answers the same object (the list and the page share a view);
    // staff read it, since a product taken off sale is not found by visitors.
    for (const p of rows.filter((_, i) => i % 10 === 0)) {
      const res = await t.request({ method: 'GET', url: `/api/products/${p.id}`, token });
      expect(res.statusCode).toBe(200);
      expect(productDetail.parse(res.json())).toEqual(toProductDetail({ ...p, ...noDescriptions }));
    }
  }, 120_000);

  it('makes a believable jewellery catalogue', () => {
    const subcategoryIds = new Set(
      rows.flatMap((p) => p.categories.map((c) => c.category.parent_id !== null && c.category.id)),
    );
    expect(subcategoryIds.has(false)).toBe(false);
    expect(subcategoryIds.size).toBe(11);
    for (const p of rows) {
      expect(p.categories.length, p.model).toBeGreaterThanOrEqual(1);
      expect(p.categories.length, p.model).toBeLessThanOrEqual(2);
      expect(JSON.parse(p.category_id)).toEqual(p.categories.map((c) => c.category.id));
      expect(p.title && p.title_en && p.title_ru, p.model).toBeTruthy();
      expect(new Set([p.title, p.title_en, p.title_ru]).size, p.model).toBe(3);
      expect(p.title_en).toContain(p.model);
      expect(p.metal && p.metal_en && p.metal_ru, p.model).toBeTruthy();
      expect(finenesses).toContain(p.respect);
      expect(p.weight).toBeGreaterThanOrEqual(1);
      expect(p.weight).toBeLessThanOrEqual(30);
      expect(p.price).toBeGreaterThan(0);
      expect(p.avatar).toMatch(/^uploads\/products\/[\w-]+\.webp$/);
      expect(p.images.length, p.model).toBeGreaterThanOrEqual(1);
      expect(p.images.length, p.model).toBeLessThanOrEqual(3);
      expect(new Set(p.images.map((i) => i.image)).size).toBe(p.images.length);
      expect(p.images.map((i) => i.image)).not.toContain(p.avatar);
    }
    expect(new Set(rows.map((p) => p.model)).size).toBe(N);
    expect(share((p) => [585, 750].includes(p.respect))).toBeGreaterThan(0.6);
    expect(new Set(rows.map((p) => p.metal_en)).size).toBeGreaterThanOrEqual(5);
    expect(share((p) => p.important === Importance.BestOffer)).toBeCloseTo(0.02, 2);
    expect(share((p) => p.important === Importance.New)).toBeCloseTo(0.02, 2);
    expect(share((p) => p.status === Availability.NotAvailable)).toBeCloseTo(0.1, 1);
    expect(share((p) => p.categories.length === 2)).toBeGreaterThan(0.05);
    // A heavier piece of the same metal and fineness costs more, roughly.
    const gold585 = rows.filter((p) => p.respect === 585 && p.metal_en === 'Yellow gold');
    const perGram = gold585.map((p) => p.price / p.weight).sort((a, b) => a - b);
    expect(perGram.at(-1)! / perGram[0]!).toBeLessThan(3);
    const created = rows.map((p) => Date.parse(p.created_at)).sort((a, b) => a - b);
    expect(Date.now() - created[0]!).toBeLessThanOrEqual(2 * YEAR_MS);
    expect(created.at(-1)! - created[0]!).toBeGreaterThan(1.8 * YEAR_MS);
    expect(rows.some((p) => p.blog?.qrs?.image)).toBe(true);
  });

  it('shares a few dozen drawings between all products and serves them', async () => {
    const files = await readdir(path.join(t.dataDir, 'uploads/products'));
    const photos = new Set(rows.flatMap((p) => [p.avatar!, ...p.images.map((i) => i.image)]));
    expect(photos.size).toBeLessThan(100);
    // Each drawing is stored once, in its three widths.
    expect(files.length).toBe(photos.size * 3);
    for (const photo of photos) {
      const res = await t.request({ method: 'GET', url: `/${photo}` });
      expect(res.statusCode, photo).toBe(200);
    }
  });

  it('is found by search in each language and by model', async () => {
    const search = async (query: string) =>
      (
        await t.request({
          method: 'GET',
          url: `/api/products/search?query=${encodeURIComponent(query)}`,
        })
      ).json<{ data: Product[] }>().data;
    for (const [query, field] of [
      ['sapphire', 'title_en'],
      ['сапфир', 'title_ru'],
      ['շափյուղա', 'title'],
    ] as const) {
      const found = await search(query);
      expect(found.length, query).toBeGreaterThan(10);
      for (const p of found) expect(p[field].toLowerCase()).toContain(query);
    }
    const onSale = rows.find((p) => p.status === Availability.OnSale)!;
    expect((await search(onSale.model))[0]?.id).toBe(onSale.id);
  });

  it('does nothing when the catalogue is not empty', async () => {
    expect(await seedDemo(t.database.db, t.services, { products: 100 })).toEqual({
      categories: 0,
      products: 0,
    });
    expect(await total(products)).toBe(N);

    // A shop whose staff made a category but no product yet: no generated catalogue either.
    const other = await startTestApp();
    try {
      const token = await other.staffToken(Role.Admin);
      const made = await other.request({
        method: 'POST',
        url: '/api/categories',
        token,
        payload: { name: 'Ժամացույցներ', name_en: 'Watches', name_ru: 'Часы' },
      });
      expect(made.statusCode).toBe(201);
      expect(await seedDemo(other.database.db, other.services, { products: 100 })).toEqual({
        categories: 0,
        products: 0,
      });
      const [left] = await other.database.db.select({ n: count() }).from(products);
      expect(left!.n).toBe(0);
    } finally {
      await other.close();
    }
  });
});

describe('generateProducts', () => {
  const subcategories = [
    { id: 1, parentId: 10, sub: { name: ['a', 'b', 'c'], item: ['a', 'b', 'c'], shape: 'ring' } },
    { id: 2, parentId: 10, sub: { name: ['d', 'e', 'f'], item: ['d', 'e', 'f'], shape: 'cross' } },
  ] satisfies Parameters<typeof generateProducts>[0]['subcategories'];
  const options = {
    subcategories,
    images: () => ({ own: ['p1', 'p2'], more: ['p3', 'p4'] }),
    blogId: 7,
    now: new Date('2026-01-01T00:00:00Z'),
  };

  it('makes the same catalogue again, chunk by chunk', () => {
    const whole = generateProducts({ ...options, from: 0, count: 300 });
    const parts = [
      ...generateProducts({ ...options, from: 0, count: 120 }),
      ...generateProducts({ ...options, from: 120, count: 180 }),
    ];
    expect(parts).toEqual(whole);
    expect(new Set(whole.map((p) => p.model)).size).toBe(300);
  });
});

describe('DEMO_PRODUCTS', () => {
  it('takes a whole number from 0 to the maximum, and explains any other value', () => {
    expect(loadConfig({}).demoProducts).toBe(0);
    expect(loadConfig({ DEMO_PRODUCTS: '' }).demoProducts).toBe(0);
    expect(loadConfig({ DEMO_PRODUCTS: '100000' }).demoProducts).toBe(100_000);
    expect(loadConfig({ DEMO_PRODUCTS: String(DEMO_PRODUCTS_MAX) }).demoProducts).toBe(
      DEMO_PRODUCTS_MAX,
    );
    for (const bad of ['-1', '2.5', 'many', String(DEMO_PRODUCTS_MAX + 1)]) {
      expect(() => loadConfig({ DEMO_PRODUCTS: bad }), bad).toThrow(
        /DEMO_PRODUCTS: Expected a whole number from 0 to 1000000/,
      );
    }
  });
});
