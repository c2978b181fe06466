import { describe, expect, it } from 'vitest';
import { parseTags, productTag } from './cache-tags.ts';
import {
  collectingTags,
  loaderApiOf,
  readCacheOptions,
  rememberingReads,
  type Read,
  type ReadMemory,
} from './render-reads.ts';
import { answerOf } from './render-protocol.ts';
import { ResponseCache } from './response-cache.ts';
import { shopCaches } from './shop-caches.ts';

/** The API as a test sees it: each answer numbered, so a read served again shows. */
function countingApi(status = 200, tags = '') {
  const asked: string[] = [];
  const read = async (url: string): Promise<Read> => {
    asked.push(url);
    return {
      status,
      headers: [['content-type', 'application/json']],
      body: new TextEncoder().encode(JSON.stringify({ url, n: asked.length })).buffer,
      tags: parseTags(tags),
    };
  };
  return { asked, read };
}

const cache = (keeps: ReadMemory['keeps'] = () => true): ReadMemory => ({
  cache: new ResponseCache<Read>({ maxBytes: 1024 * 1024, ttlMs: 60_000, ...readCacheOptions }),
  keeps,
});
const json = { headers: { accept: 'application/json' } };

describe('the reads shared pages remember', () => {
  it("answers a loader's second GET without the API, headers and tags included", async () => {
    const api = countingApi(200, productTag(7));
    const remembering = rememberingReads(api.read, cache());
    const read = loaderApiOf(remembering);
    const first = await read('/api/products/7', json);
    const again = await read('/api/products/7', json);
    expect(api.asked).toEqual(['/api/products/7']);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(await first.json());
    expect((await remembering('/api/products/7', json)).headers).toEqual([
      ['content-type', 'application/json'],
    ]);
    const tagged = new Set<string>();
    await collectingTags(rememberingReads(api.read, cache()), tagged)('/api/products/7', json);
    expect(tagged).toEqual(new Set(['product:7']));
  });

  it('asks again what a change touched, and keeps the rest', async () => {
    const reads = cache();
    const seven = countingApi(200, productTag(7));
    const menu = countingApi();
    const readSeven = rememberingReads(seven.read, reads);
    const readMenu = rememberingReads(menu.read, reads);
    await readSeven('/api/products/7', json);
    await readMenu('/api/categories', json);
    reads.cache.clear({ products: [7] });
    await readSeven('/api/products/7', json);
    await readMenu('/api/categories', json);
    expect(seven.asked).toHaveLength(2);
    expect(menu.asked).toHaveLength(1);
    reads.cache.clear();
    await readMenu('/api/categories', json);
    expect(menu.asked).toHaveLength(2);
  });

  it('does not keep an answer read while a change happened', async () => {
    const reads = cache();
    let release: () => void = () => {};
    const slow = async (): Promise<Read> => {
      await new Promise<void>((resolve) => (release = resolve));
      return { status: 200, headers: [], body: new ArrayBuffer(0), tags: new Set() };
    };
    const pending = rememberingReads(slow, reads)('/api/categories', json);
    reads.cache.clear();
    release();
    await pending;
    expect(reads.cache.get('/api/categories')).toBeUndefined();
  });

  it('with caching off, keeps only what names no product: what only staff change', async () => {
    for (const enabled of [true, false]) {
      const { reads } = shopCaches({ enabled }, []);
      const seven = countingApi(200, productTag(7));
      const menu = countingApi();
      for (let i = 0; i < 2; i++) {
        await rememberingReads(seven.read, reads)('/api/products/7', json);
        await rememberingReads(menu.read, reads)('/api/categories', json);
      }
      expect(seven.asked, `caching ${enabled}`).toHaveLength(enabled ? 1 : 2);
      expect(menu.asked, `caching ${enabled}`).toHaveLength(1);
    }
  });

  it('keeps no failure, and no request that is more than a plain GET', async () => {
    const missing = countingApi(404);
    const readMissing = rememberingReads(missing.read, cache());
    await readMissing('/api/products/99', json);
    await readMissing('/api/products/99', json);
    expect(missing.asked).toHaveLength(2);

    const api = countingApi();
    const read = rememberingReads(api.read, cache());
    await read('/api/orders', { method: 'POST', body: '{}' });
    await read('/api/orders', { method: 'POST', body: '{}' });
    await read('/api/me', { headers: { authorization: 'Bearer x' } });
    await read('/api/me', { headers: { authorization: 'Bearer x' } });
    expect(api.asked).toHaveLength(4);
  });
});

describe('an answer as a loader reads it', () => {
  const carried = (status: number, text: string) => ({
    status,
    headers: [],
    body: new TextEncoder().encode(text).buffer,
  });

  it('parses its JSON body, Armenian letters and all', async () => {
    const answer = answerOf(carried(200, '{"title":"Նշանադրության մատանի","n":2}'));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ title: 'Նշանադրության մատանի', n: 2 });
  });

  it('rejects a body that is not JSON, and an empty one, as fetch does', async () => {
    await expect(answerOf(carried(502, '<html>Bad gateway</html>')).json()).rejects.toThrow(
      SyntaxError,
    );
    await expect(answerOf(carried(204, '')).json()).rejects.toThrow(SyntaxError);
  });
});

describe('the tags of a render', () => {
  it('are gathered from every answer it reads', async () => {
    const answers: Record<string, string> = {
      '/api/products/1': 'product:1',
      '/api/products/importants': 'product:2 product:3',
      '/api/faqs': '',
    };
    const read = async (url: string): Promise<Read> => ({
      status: 200,
      headers: [],
      body: new ArrayBuffer(2),
      tags: parseTags(answers[url]),
    });
    const into = new Set<string>();
    const api = collectingTags(read, into);
    for (const url of Object.keys(answers)) await api(url);
    expect(into).toEqual(new Set(['product:1', 'product:2', 'product:3']));
  });
});
