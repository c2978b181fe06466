import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@voski/contract';
import { loadConfig } from '../src/config.ts';
import { catalogClient, multipart } from './catalog-fixtures.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { warnIfUnbuilt, webBuildDir, webBuilt } from './web-build.ts';

/** The statement count an answer reports, or undefined without the header. */
function queries(headers: Record<string, unknown>): number | undefined {
  const match = /^db;desc="(\d+) queries"$/.exec(String(headers['server-timing'] ?? ''));
  return match ? Number(match[1]) : undefined;
}

let t: TestApp;
let product: number;
let sub: number;
beforeAll(async () => {
  t = await startTestApp({
    config: {
      serverTiming: true,
      responseCache: false,
      webBuildDir: webBuilt ? webBuildDir : undefined,
    },
  });
  const c = catalogClient(t, await t.staffToken(Role.Adder));
  const top = await c.category('Rings');
  sub = await c.category('Wedding', top);
  product = (await c.product({ category_id: [sub] })).id;
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('SERVER_TIMING', () => {
  it('is off unless asked for', () => {
    expect(loadConfig({}).serverTiming).toBe(false);
    expect(loadConfig({ SERVER_TIMING: 'on' }).serverTiming).toBe(true);
  });

  it('counts the statements of each answer', async () => {
    const res = await get(`/api/products/${product}`);
    expect(res.statusCode).toBe(200);
    expect(queries(res.headers)).toBeGreaterThanOrEqual(2);
  });

  it('reads what only staff change once, until they change it', async () => {
    // What every home page shows.
    const kept = ['/api/categories', '/api/rates', '/api/slides', '/api/posts?per_page=8'];
    for (const url of kept) await get(url);
    for (const url of kept) expect(queries((await get(url)).headers), url).toBe(0);
    // A product's own categories come from the remembered tree too.
    const first = queries((await get(`/api/products/${product}`)).headers)!;
    const c = catalogClient(t, await t.staffToken(Role.Adder));
    await c.category('Engagement');
    const listed = await get('/api/categories');
    expect(queries(listed.headers)).toBe(1);
    expect(listed.body).toContain('Engagement en');
    expect(queries((await get(`/api/products/${product}`)).headers)).toBe(first);
  });

  it('counts a category and its facets once, until a product is added to it', async () => {
    const c = catalogClient(t, await t.staffToken(Role.Adder));
    await c.product({ category_id: [sub] });
    // Full pages: the total takes a count.
    const list = (page: number) => get(`/api/products/filter/${sub}?per_page=1&page=${page}`);
    const facets = () => get(`/api/products/facets/${sub}`);
    const first = await list(1);
    expect(first.json().meta.total).toBe(2);
    // Asked again, and on another page: the same total is kept, no count.
    const again = queries((await list(1)).headers)!;
    expect(again).toBeLessThan(queries(first.headers)!);
    const second = await list(2);
    expect(second.json().meta.total).toBe(2);
    expect(queries(second.headers)).toBe(again);
    // The facets' total is the list's; the facets themselves are kept too.
    expect((await facets()).json().data.total).toBe(2);
    expect(queries((await facets()).headers)).toBe(0);
    // A new product in it: counted again, everywhere.
    await c.product({ category_id: [sub] });
    const after = await list(1);
    expect(after.json().meta.total).toBe(3);
    expect(queries(after.headers)).toBeGreaterThan(again);
    expect((await facets()).json().data.total).toBe(3);
  });

  it('finds out once that a made-up text matches nothing, for its list and its facets', async () => {
    const text = 'qzxvwkj plorbt';
    const list = await get(`/api/products/search?query=${encodeURIComponent(text)}&page=1`);
    expect(list.json()).toMatchObject({ data: [], meta: { total: 0 } });
    // One probe for its words, and in a transaction one for similar words.
    expect(queries(list.headers)).toBeLessThanOrEqual(5);
    const facets = await get(`/api/products/search/facets?query=${encodeURIComponent(text)}`);
    expect(facets.json().data.total).toBe(0);
    expect(queries(facets.headers)).toBe(0);
    // A word that is there still finds its product, with counts.
    const found = await get('/api/products/search?query=ring&page=1');
    expect(found.json().meta.total).toBeGreaterThan(0);
  });

  it('finds out once whether a search has too many matches to rank, until products change', async () => {
    // The old clients' search: the best matches, no page.
    const search = () => get('/api/products/search?query=sun');
    const first = await search();
    const again = await search();
    expect(again.json()).toEqual(first.json());
    // Only the list itself: whether to rank and whether anything matches are both kept.
    expect(queries(again.headers)).toBe(1);
    const c = catalogClient(t, await t.staffToken(Role.Adder));
    await c.product({ category_id: [sub], title_en: 'Sun pendant' });
    const after = await search();
    expect(after.json().data.map((p: { title_en: string }) => p.title_en)).toContain('Sun pendant');
    expect(queries(after.headers)).toBeGreaterThan(1);
    expect(queries((await search()).headers)).toBe(1);
  });

  it('reads a linked blog post once, until a post changes', async () => {
    const staff = await t.staffToken(Role.Adder);
    const c = catalogClient(t, staff);
    const post = async (title: string, url: string) => {
      const res = await t.request({
        method: 'POST',
        url,
        token: staff,
        ...(await multipart({ title, title_en: title, content: '<p>Keep it dry.</p>' })),
      });
      expect(res.statusCode, res.body).toBeLessThan(300);
      return res.json<{ data: { id: number } }>().data.id;
    };
    const blog = await post('Care', '/api/blogs');
    const linked = (await c.product({ category_id: [sub], blog_id: blog })).id;
    const read = () => get(`/api/products/${linked}`);
    const first = await read();
    expect(first.json().blog.title_en).toBe('Care');
    const kept = queries((await read()).headers)!;
    expect(kept).toBeLessThan(queries(first.headers)!);
    await post('Care of gold', `/api/blogs/${blog}`);
    const edited = await read();
    expect(edited.json().blog.title_en).toBe('Care of gold');
    expect(queries(edited.headers)).toBeGreaterThan(kept);
  });

  warnIfUnbuilt('the statement count of a rendered page');
  it.skipIf(!webBuilt)('counts a page with the API reads it makes in-process', async () => {
    const api = queries((await get(`/api/products/${product}`)).headers)!;
    const page = await get(`/en/product/${product}`);
    expect(page.statusCode).toBe(200);
    expect(queries(page.headers)).toBeGreaterThan(api);
  });

  it('sends no header when off', async () => {
    const plain = await startTestApp();
    try {
      const res = await plain.app.inject({ method: 'GET', url: '/api/categories' });
      expect(res.headers['server-timing']).toBeUndefined();
    } finally {
      await plain.close();
    }
  });
});
