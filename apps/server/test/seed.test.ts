import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { weightPrice } from '@voski/contract';
import {
  categories,
  contacts,
  faqs,
  metalPrices,
  productCategories,
  productImages,
  products,
  promotions,
} from '../src/db/schema/index.ts';
import { sanitizeRichText } from '../src/modules/content/rich-text.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { demoCode, demoSale } from '../src/seed/demo-promotions.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const total = async (table: typeof products | typeof categories | typeof contacts | typeof faqs) =>
  (await t.database.db.select({ n: count() }).from(table))[0]!.n;

describe('demo seed', () => {
  it('fills an empty shop, and a second run changes nothing', { timeout: 180_000 }, async () => {
    const first = await seedDemo(t.database.db, t.services);
    expect(first.categories).toBe(15);
    expect(first.products).toBeGreaterThanOrEqual(30);
    const files = await readdir(path.join(t.dataDir, 'uploads/products'));

    const second = await seedDemo(t.database.db, t.services);
    expect(second).toEqual({ categories: 0, products: 0 });
    expect(await total(products)).toBe(first.products);
    expect(await total(categories)).toBe(15);
    expect(await total(contacts)).toBe(1);
    expect(await total(faqs)).toBe(4);
    const content = await Promise.all(
      ['/api/slides', '/api/posts', '/api/blogs', '/api/about', '/api/slogans'].map(async (url) =>
        (await t.request({ method: 'GET', url })).json(),
      ),
    );
    const [slidesBody, postsBody, blogsBody, aboutBody, sloganBody] = content;
    expect(slidesBody.slides).toHaveLength(3);
    expect(postsBody.data).toHaveLength(4);
    expect(blogsBody).toHaveLength(2);
    for (const b of blogsBody) expect(b.qrs.image).toMatch(/^uploads\/qrs\//);
    expect(aboutBody.about.content_1_en).toMatch(/family jewellery house/);
    expect(sloganBody.about.content_1_ru).toMatch(/Золото/);
    expect(await readdir(path.join(t.dataDir, 'uploads/products'))).toHaveLength(files.length);
  });

  it('gives every product three languages, metal, fineness, weight, a price and images in each width', async () => {
    const rows = await t.database.db.select().from(products);
    for (const p of rows) {
      expect(p.title && p.title_en && p.title_ru).toBeTruthy();
      expect(p.metal && p.metal_en && p.metal_ru).toBeTruthy();
      expect([585, 750]).toContain(p.respect);
      expect(p.weight).toBeGreaterThan(0);
      expect(p.price).toBeGreaterThan(0);
      expect(p.avatar).toMatch(/^uploads\/products\/[\w-]+\.webp$/);
      const res = await t.request({
        method: 'GET',
        url: `/${p.avatar!.replace('.webp', '-320.webp')}`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
    }
    const linked = rows.filter((p) => p.blog_id !== null);
    expect(linked.length).toBeGreaterThan(0);
    const page = (await t.request({ method: 'GET', url: `/api/products/${linked[0]!.id}` })).json();
    expect(page.blog.qrs.image).toMatch(/^uploads\/qrs\//);
    const links = await t.database.db.select({ n: count() }).from(productCategories);
    expect(links[0]!.n).toBe(rows.length);
  });

  it('shows every feature of the shop', async () => {
    const db = t.database.db;
    const rows = await db.select().from(products);
    const detail = async (id: number) =>
      (await t.request({ method: 'GET', url: `/api/products/${id}` })).json();

    // descriptions in three languages, each its own, kept as the sanitizer keeps them
    for (const p of rows) {
      const texts = [p.description, p.description_en, p.description_ru];
      for (const html of texts) {
        expect(html).toMatch(/^<p>.+<\/p><h3>.+<\/h3><ul>(<li>.+<\/li>)+<\/ul>$/);
        expect(sanitizeRichText(html)).toBe(html);
      }
      expect(p.description).toMatch(/\p{Script=Armenian}/u);
      expect(p.description_ru).toMatch(/\p{Script=Cyrillic}/u);
      expect(p.description_en).toMatch(/^[\p{Script=Latin}\P{L}]+$/u);
    }
    expect(new Set(rows.map((p) => p.description_en)).size).toBe(rows.length);
    const shown = await detail(rows[0]!.id);
    expect(shown.description_ru).toBe(rows[0]!.description_ru);

    // several photos each: the main one and two or three more
    const gallery = await db.select().from(productImages);
    for (const p of rows) {
      const own = gallery.filter((g) => g.product_id === p.id);
      expect(own.length).toBeGreaterThanOrEqual(2);
      expect(own.length).toBeLessThanOrEqual(3);
    }
    expect(rows.some((p) => gallery.filter((g) => g.product_id === p.id).length === 3)).toBe(true);
    expect(gallery.every((g) => !rows.some((p) => p.avatar === g.image))).toBe(true);

    // rings with sizes, one counted per size with a size sold out
    const counted = rows.find((p) => p.size_stock && Object.values(p.size_stock).includes(0))!;
    expect(counted.title_en).toMatch(/ring/);
    expect(Object.keys(counted.size_stock!).sort()).toEqual([...counted.sizes].sort());
    expect(counted.stock).toBe(Object.values(counted.size_stock!).reduce((a, b) => a + b, 0));
    expect((await detail(counted.id)).size_stock).toEqual(counted.size_stock);
    expect(rows.filter((p) => p.sizes.length > 0 && p.size_stock === null).length).toBeGreaterThan(
      0,
    );

    // a unique piece, some counted stock, and most pieces unlimited
    expect(rows.filter((p) => p.stock === 1 && p.sizes.length === 0)).toHaveLength(1);
    expect(rows.filter((p) => p.stock !== null && p.stock > 1).length).toBeGreaterThan(2);
    expect(rows.filter((p) => p.stock === null).length).toBeGreaterThan(rows.length / 2);

    // prices per gram today, and weight-priced pieces that cost what the rule says
    const perGram = await db.select().from(metalPrices);
    expect(perGram.length).toBeGreaterThanOrEqual(6);
    const byWeight = rows.filter((p) => p.priced_by_weight);
    expect(byWeight.length).toBeGreaterThanOrEqual(3);
    expect(new Set(byWeight.map((p) => p.making_per_gram))).toEqual(new Set([true, false]));
    for (const p of byWeight) {
      const price = perGram.find((m) => m.metal === p.metal_kind && m.fineness === p.respect);
      expect(p.making_charge).toBeGreaterThan(0);
      expect(p.price).toBe(
        weightPrice({
          weight: p.weight,
          pricePerGram: price!.price_per_gram,
          makingCharge: p.making_charge,
          makingPerGram: p.making_per_gram,
        }),
      );
    }
    const breakdown = (await detail(byWeight[0]!.id)).price_breakdown;
    expect(breakdown.metal + breakdown.making + breakdown.rounding).toBe(byWeight[0]!.price);

    // blog posts longer than the blog list's excerpt (180 characters), in each language
    const blogs = (await t.request({ method: 'GET', url: '/api/blogs' })).json();
    const text = (html: string) =>
      html
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
    for (const b of blogs) {
      for (const html of [b.content, b.content_en, b.content_ru]) {
        expect(text(html).length).toBeGreaterThan(600);
      }
    }

    // each language's own addresses
    const contact = (await t.request({ method: 'GET', url: '/api/contacts/first' })).json();
    const addresses = ['addresses', 'addresses_en', 'addresses_ru'].map((field) =>
      (JSON.parse(contact[field]) as { address: string }[]).map((a) => a.address),
    );
    expect(addresses.map((list) => list.length)).toEqual([2, 2, 2]);
    expect(addresses[0]!.join()).toMatch(/^[\p{Script=Armenian}\P{L}]+$/u);
    expect(addresses[1]!.join()).toMatch(/^[\p{Script=Latin}\P{L}]+$/u);
    expect(addresses[2]!.join()).toMatch(/^[\p{Script=Cyrillic}\P{L}]+$/u);

    // every slide has its words in each language
    const { slides } = (await t.request({ method: 'GET', url: '/api/slides' })).json();
    for (const slide of slides) {
      for (const field of ['title', 'text', 'button']) {
        for (const suffix of ['', '_en', '_ru']) expect(slide[field + suffix]).toBeTruthy();
      }
    }
  });

  it('runs one sale, on necklaces and pendants only, beside the code VOSKI10', async () => {
    const sale = (
      await t.request({ method: 'GET', url: '/api/products/sale?per_page=100' })
    ).json();
    expect(sale.sales.map((s: { name_en: string }) => s.name_en)).toEqual([demoSale.name_en]);
    const necklaces = (await t.request({ method: 'GET', url: '/api/categories' }))
      .json()
      .data.find((c: { name_en: string }) => c.name_en === 'Necklaces & pendants');
    const inCategory = (
      await t.request({
        method: 'GET',
        url: `/api/products/categories/${necklaces.id}?per_page=100`,
      })
    ).json().data as { id: number; price: number; sale_price?: number }[];
    expect(sale.meta.total).toBe(inCategory.length);
    expect(inCategory.length).toBeGreaterThan(0);
    for (const p of inCategory) expect(p.sale_price).toBeLessThan(p.price);
    // what the journeys price keeps its price: the rings, and the newest piece (orders' first)
    const others = (
      await t.request({ method: 'GET', url: '/api/products/all?per_page=100' })
    ).json().data;
    const onSale = others.filter((p: { sale_price?: number }) => p.sale_price !== undefined);
    expect(onSale).toHaveLength(inCategory.length);
    expect(others[0].sale_price).toBeUndefined();
    const codes = await t.database.db.select().from(promotions);
    expect(codes.map((c) => c.code)).toEqual([demoCode, null]);
  });

  it('serves the categories tree and rates', async () => {
    const tree = (await t.request({ method: 'GET', url: '/api/categories' })).json().data;
    expect(tree).toHaveLength(4);
    expect(tree[0]).toMatchObject({
      name: 'Մատանիներ',
      name_en: 'Rings',
      name_ru: 'Кольца',
      parent_id: null,
    });
    expect(tree[0].children).toHaveLength(3);
    const rates = (await t.request({ method: 'GET', url: '/api/rates' })).json().data;
    expect(rates).toEqual([
      { current: 'AMD', value: 1 },
      { current: 'USD', value: 387.5 },
      { current: 'RUB', value: 4.85 },
    ]);
  });

  it('serves media under /uploads and /storage/uploads with immutable caching', async () => {
    const [p] = await t.database.db.select().from(products).limit(1);
    for (const url of [`/${p!.avatar}`, `/storage/${p!.avatar}`]) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control']).toMatch(/immutable/);
    }
    const escape = await t.request({ method: 'GET', url: '/uploads/../package.json' });
    expect(escape.statusCode).toBe(404);
  });
});
