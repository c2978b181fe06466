import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  productDetail,
  Role,
  type DescribedProduct,
  type Product,
  type ProductDetail,
} from '@voski/contract';
import { catalogClient, multipart } from './catalog-fixtures.ts';
import { startTestApp, type TestApp } from './harness.ts';

/** What a product page needs beyond the list's product: descriptions and the price breakdown. */
let t: TestApp;
let admin: string;
let c: ReturnType<typeof catalogClient>;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.staffToken(Role.Admin);
  c = catalogClient(t, admin);
});
afterAll(() => t.close());

const detail = async (id: number) => {
  const res = await t.request({ method: 'GET', url: `/api/products/${id}` });
  expect(res.statusCode).toBe(200);
  return productDetail.parse(res.json()) as ProductDetail;
};

const update = async (id: number, fields: Record<string, string | number | string[]>) =>
  t.request({
    method: 'POST',
    url: `/api/products/${id}`,
    token: admin,
    ...(await multipart(fields)),
  });

describe('product descriptions', () => {
  it('stores and answers one per language, sanitized as blog posts are', async () => {
    const p = await c.product({
      description: '<p>Ձեռքով <strong>պատրաստված</strong></p><script>alert(1)</script>',
      description_en:
        '<p>Hand<em>made</em> <img src="https://x.test/a.png" onerror="alert(1)"></p>',
      description_ru: '<p onclick="steal()">Ручная <a href="javascript:alert(1)">работа</a></p>',
    });
    const expected = {
      description: '<p>Ձեռքով <strong>պատրաստված</strong></p>',
      description_en: '<p>Hand<em>made</em> <img src="https://x.test/a.png" /></p>',
      description_ru: '<p>Ручная <a>работа</a></p>',
    };
    expect(p).toMatchObject(expected);
    expect(await detail(p.id)).toMatchObject(expected);
    for (const html of Object.values(await detail(p.id))) {
      if (typeof html === 'string') expect(html).not.toMatch(/script|onerror|onclick|javascript/);
    }
  });

  it('are optional: a product created without them has none, and an update keeps them', async () => {
    const bare = await c.product({});
    expect(bare).toMatchObject({ description: '', description_en: '', description_ru: '' });

    const p = await c.product({ description: '<p>Ոսկի</p>', description_en: '<p>Gold</p>' });
    const renamed = await update(p.id, { title: 'Նոր անուն' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<{ data: DescribedProduct }>().data).toMatchObject({
      title: 'Նոր անուն',
      description: '<p>Ոսկի</p>',
      description_en: '<p>Gold</p>',
      description_ru: '',
    });
    // Sent empty: cleared; sent with a handler: sanitized on update too.
    const changed = await update(p.id, {
      description: '',
      description_ru: '<p>Золото<img src="x" onerror="alert(1)"></p>',
    });
    expect(changed.json<{ data: DescribedProduct }>().data).toMatchObject({
      description: '',
      description_en: '<p>Gold</p>',
      description_ru: '<p>Золото<img src="x" /></p>',
    });
  });

  it('answers 422 for a description that is not a string, and stores nothing', async () => {
    const p = await c.product({ description: '<p>Առաջին</p>' });
    // A multipart list (`description[0]`, `description[1]`) is not a text.
    const res = await update(p.id, { 'description[0]': '<p>a</p>', title: 'Changed' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.description).toEqual(['The description must be a string.']);
    expect(await detail(p.id)).toMatchObject({ title: p.title, description: '<p>Առաջին</p>' });
  });

  it('stay out of product lists, which cards read', async () => {
    await c.product({ title: 'Listed', description: '<p>Long text</p>' });
    const res = await t.request({ method: 'GET', url: '/api/products?page=1&per_page=5' });
    const list = res.json<{ data: Product[] }>().data;
    expect(list.length).toBeGreaterThan(0);
    for (const p of list) expect(p).not.toHaveProperty('description');
  });
});

describe('the price breakdown of a product priced by weight', () => {
  it('adds up to the price from today’s price per gram; null for fixed prices', async () => {
    const set = await t.request({
      method: 'PUT',
      url: '/api/metal-prices',
      token: admin,
      payload: { metal: 'gold', fineness: 750, price_per_gram: 27_999 },
    });
    expect(set.statusCode).toBe(200);
    const ring = await c.product({
      priced_by_weight: 1,
      metal_kind: 'gold',
      respect: 750,
      weight: '2.345',
      making_charge: 1_234,
      making_per_gram: 1,
    });
    // 2.345 × 27,999 = 65,657.655 → 65,658; 2.345 × 1,234 = 2,893.73 → 2,894; 68,552 → 68,600.
    expect(ring.price).toBe(68_600);
    expect((await detail(ring.id)).price_breakdown).toEqual({
      price_per_gram: 27_999,
      metal: 65_658,
      making: 2_894,
      making_rate: 1_234,
      rounding: 48,
      price: 68_600,
    });

    const fixedMaking = await c.product({
      priced_by_weight: 1,
      metal_kind: 'gold',
      respect: 750,
      weight: '3.5',
      making_charge: 15_000,
    });
    const parts = (await detail(fixedMaking.id)).price_breakdown!;
    // 3.5 × 27,999 = 97,996.5 → 97,997; + 15,000 = 112,997 → 113,000.
    expect(parts).toMatchObject({
      metal: 97_997,
      making: 15_000,
      making_rate: null,
      rounding: 3,
      price: 113_000,
    });
    expect(parts.metal + parts.making + parts.rounding).toBe(fixedMaking.price);

    const fixed = await c.product({ price: 99_000, respect: 750, weight: '3' });
    expect((await detail(fixed.id)).price_breakdown).toBeNull();
  });
});
