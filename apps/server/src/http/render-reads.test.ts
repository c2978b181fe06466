import { describe, expect, it } from 'vitest';
import { CACHE_TAGS_HEADER, productTag } from './cache-tags.ts';
import { readCacheOptions, rememberingReads, type Read } from './render-reads.ts';
import { ResponseCache } from './response-cache.ts';

/** The API as a test sees it: each answer numbered, so a read served again shows. */
function countingApi(status = 200, tags = '') {
  const asked: string[] = [];
  const fetch = async (url: string) => {
    asked.push(url);
    return new Response(JSON.stringify({ url, n: asked.length }), {
      status,
      headers: {
        'content-type': 'application/json',
        ...(tags ? { [CACHE_TAGS_HEADER]: tags } : {}),
      },
    });
  };
  return { asked, fetch };
}

const cache = () =>
  new ResponseCache<Read>({ maxBytes: 1024 * 1024, ttlMs: 60_000, ...readCacheOptions });
const json = { headers: { accept: 'application/json' } };

describe('the reads shared pages remember', () => {
  it("answers a loader's second GET without the API, headers and tags included", async () => {
    const api = countingApi(200, productTag(7));
    const read = rememberingReads(api.fetch, cache());
    const first = await read('/api/products/7', json);
    const again = await read('/api/products/7', json);
    expect(api.asked).toEqual(['/api/products/7']);
    expect(await again.json()).toEqual(await first.json());
    expect(again.headers.get(CACHE_TAGS_HEADER)).toBe('product:7');
    expect(again.headers.get('content-type')).toBe('application/json');
  });

  it('asks again what a change touched, and keeps the rest', async () => {
    const reads = cache();
    const seven = countingApi(200, productTag(7));
    const menu = countingApi();
    const readSeven = rememberingReads(seven.fetch, reads);
    const readMenu = rememberingReads(menu.fetch, reads);
    await readSeven('/api/products/7', json);
    await readMenu('/api/categories', json);
    reads.clear({ products: [7] });
    await readSeven('/api/products/7', json);
    await readMenu('/api/categories', json);
    expect(seven.asked).toHaveLength(2);
    expect(menu.asked).toHaveLength(1);
    reads.clear();
    await readMenu('/api/categories', json);
    expect(menu.asked).toHaveLength(2);
  });

  it('does not keep an answer read while a change happened', async () => {
    const reads = cache();
    let release: () => void = () => {};
    const slow = async (url: string) => {
      await new Promise<void>((resolve) => (release = resolve));
      return new Response(url, { status: 200 });
    };
    const pending = rememberingReads(slow, reads)('/api/categories', json);
    reads.clear();
    release();
    await pending;
    expect(reads.get('/api/categories')).toBeUndefined();
  });

  it('keeps no failure, and no request that is more than a plain GET', async () => {
    const missing = countingApi(404);
    const readMissing = rememberingReads(missing.fetch, cache());
    await readMissing('/api/products/99', json);
    await readMissing('/api/products/99', json);
    expect(missing.asked).toHaveLength(2);

    const api = countingApi();
    const read = rememberingReads(api.fetch, cache());
    await read('/api/orders', { method: 'POST', body: '{}' });
    await read('/api/orders', { method: 'POST', body: '{}' });
    await read('/api/me', { headers: { authorization: 'Bearer x' } });
    await read('/api/me', { headers: { authorization: 'Bearer x' } });
    expect(api.asked).toHaveLength(4);
  });
});
