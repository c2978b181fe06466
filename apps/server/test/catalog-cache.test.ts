import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@voski/contract';
import { ResponseCache } from '../src/http/response-cache.ts';
import { catalogClient } from './catalog-fixtures.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let staff: string;
let c: ReturnType<typeof catalogClient>;
let top: number;
let sub: number;

beforeAll(async () => {
  t = await startTestApp();
  staff = await t.staffToken(Role.Adder);
  c = catalogClient(t, staff);
  top = await c.category('Rings');
  sub = await c.category('Wedding', top);
  await c.product({ title_en: 'First', important: 1, category_id: `[${sub}]` });
});
afterAll(() => t.close());

const get = (url: string, token?: string) => t.request({ method: 'GET', url, token });

describe('storefront answers from the cache', () => {
  it('answers a repeated read with the same bytes from the cache', async () => {
    const first = await get('/api/products/importants');
    expect(first.headers['x-cache']).toBeUndefined();
    const second = await get('/api/products/importants');
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.statusCode).toBe(200);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.body).toBe(first.body);
  });

  it('never serves staff from it', async () => {
    await get('/api/products');
    await get('/api/products');
    const asStaff = await get('/api/products', staff);
    expect(asStaff.headers['x-cache']).toBeUndefined();
  });

  it('forgets everything when a product or a category changes', async () => {
    const url = `/api/products/categories/${top}`;
    await get(url);
    expect((await get(url)).headers['x-cache']).toBe('hit');

    const added = await c.product({ title_en: 'Second', category_id: `[${sub}]` });
    expect(await c.titles(url)).toEqual(['Second', 'First']);

    await c.get(`/api/products/has/${added.id}`, staff);
    expect(await c.titles(url)).toEqual(['First']);

    await t.request({
      method: 'PUT',
      url: `/api/categories/${sub}`,
      token: staff,
      payload: { name_en: 'Wedding bands' },
    });
    const products = (await get(url)).json().data;
    expect(products[0].categories[0].category.name_en).toBe('Wedding bands');
  });

  it('does not keep errors', async () => {
    await get('/api/products/999999');
    expect((await get('/api/products/999999')).headers['x-cache']).toBeUndefined();
  });
});

describe('ResponseCache', () => {
  it('drops the least recently used answers beyond its size', () => {
    const cache = new ResponseCache({ maxBytes: 10, ttlMs: 1000 });
    cache.set('a', 'aaaa', cache.current);
    cache.set('b', 'bbbb', cache.current);
    expect(cache.get('a')).toBe('aaaa');
    cache.set('c', 'cccc', cache.current);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('aaaa');
    expect(cache.get('c')).toBe('cccc');
    cache.set('huge', 'x'.repeat(11), cache.current);
    expect(cache.get('huge')).toBeUndefined();
  });

  it('expires answers after their time', () => {
    let now = 0;
    const cache = new ResponseCache({ maxBytes: 100, ttlMs: 1000, now: () => now });
    cache.set('a', 'body', cache.current);
    now = 999;
    expect(cache.get('a')).toBe('body');
    now = 1000;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('does not store an answer computed before a clear', () => {
    const cache = new ResponseCache({ maxBytes: 100, ttlMs: 1000 });
    const before = cache.current;
    cache.clear();
    cache.set('a', 'stale', before);
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', 'fresh', cache.current);
    expect(cache.get('a')).toBe('fresh');
  });
});
