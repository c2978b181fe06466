import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { categories, contacts, faqs, productCategories, products } from '../src/db/schema/index.ts';
import { seedDemo } from '../src/seed/demo.ts';
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
