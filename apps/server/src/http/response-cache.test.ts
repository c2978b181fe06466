import { Readable } from 'node:stream';
import Fastify, { type FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  answerCacheOptions,
  answerKey,
  ResponseCache,
  serveFromCache,
  type Answer,
} from './response-cache.ts';

const request = (url: string, querystring?: unknown) =>
  ({ url, routeOptions: { schema: querystring ? { querystring } : {} } }) as FastifyRequest;

describe('answerKey', () => {
  const schema = z.object({ page: z.string().optional(), sort: z.string().optional() });

  it("keeps only the route's own parameters, in one order", () => {
    expect(answerKey(request('/api/products?utm=1&sort=newest&page=2', schema))).toBe(
      '/api/products?page=2&sort=newest',
    );
    expect(answerKey(request('/api/products?page=2&sort=newest', schema))).toBe(
      '/api/products?page=2&sort=newest',
    );
  });

  it('reads the parameters of a refined object schema too', () => {
    const refined = schema.refine((q) => q.page !== '0');
    expect(answerKey(request('/api/x?zzz=1&page=3', refined))).toBe('/api/x?page=3');
  });

  it('drops every parameter of a route that declares none', () => {
    expect(answerKey(request('/api/products/importants?x=1'))).toBe('/api/products/importants');
  });

  it('keeps every parameter, ordered, when the schema is not a plain object', () => {
    const piped = z.string().transform(() => ({}));
    expect(answerKey(request('/api/x?b=2&a=1', piped))).toBe('/api/x?a=1&b=2');
  });
});

describe('ResponseCache of sized values', () => {
  it('re-measures a value that grew and evicts others to stay in bound', () => {
    const cache = new ResponseCache<{ n: number }>({
      maxBytes: 10,
      ttlMs: 1000,
      sizeOf: (v) => v.n,
    });
    const a = { n: 4 };
    cache.set('a', a, cache.current);
    cache.set('b', { n: 4 }, cache.current);
    expect(cache.usedBytes).toBe(8);
    a.n = 6;
    cache.resized('a');
    expect(cache.usedBytes).toBe(10);
    expect(cache.get('a')).toBe(a);
    a.n = 8;
    cache.resized('a');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.usedBytes).toBe(8);
    a.n = 11;
    cache.resized('a');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.usedBytes).toBe(0);
  });
});

describe('ResponseCache cleared by a scope', () => {
  const tagged = () =>
    new ResponseCache<{ tags: Set<string> }>({ maxBytes: 100, ttlMs: 1000, tagsOf: (v) => v.tags });
  const value = (...tags: string[]) => ({ tags: new Set(tags) });

  it('drops only the values the scope touches', () => {
    const cache = tagged();
    cache.set('a', value('product:1'), cache.current);
    cache.set('b', value('product:2'), cache.current);
    cache.set('list', value('product:1', 'product:2'), cache.current);
    cache.set('about', value(), cache.current);
    cache.clear({ products: [1] });
    expect(['a', 'b', 'list', 'about'].filter((key) => cache.get(key))).toEqual(['b', 'about']);
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('does not store a value computed before a scoped clear that touches it', () => {
    const cache = tagged();
    const before = cache.current;
    cache.clear({ products: [1] });
    cache.set('a', value('product:1'), before);
    cache.set('b', value('product:2'), before);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeDefined();
  });

  it('does not store a value computed before a full clear, or before forgotten scopes', () => {
    const cache = tagged();
    let before = cache.current;
    cache.clear({ products: [1] });
    cache.clear();
    cache.set('b', value('product:2'), before);
    expect(cache.get('b')).toBeUndefined();
    before = cache.current;
    for (let i = 0; i < 100; i++) cache.clear({ products: [1000 + i] });
    cache.set('b', value('product:2'), before);
    expect(cache.get('b')).toBeUndefined();
    cache.set('b', value('product:2'), cache.current);
    expect(cache.get('b')).toBeDefined();
  });
});

describe('serveFromCache', () => {
  const titles = { data: [{ title: 'Մատանի «Սևան»', title_ru: 'Кольцо «Севан»' }] };

  async function app() {
    const cache = new ResponseCache<Answer>({
      maxBytes: 1024,
      ttlMs: 60_000,
      ...answerCacheOptions,
    });
    const server = Fastify();
    await server.register(async (scope) => {
      serveFromCache(scope, cache, () => new Set(['product:1']));
      scope.get('/one', async () => titles);
      scope.get('/all', async (_request, reply) =>
        reply.type('application/json').send(Readable.from(['{"data":[', '"Кольцо"', ']}'])),
      );
    });
    return { cache, server };
  }

  it('keeps an answer as its UTF-8 bytes and sends them again', async () => {
    const { cache, server } = await app();
    const first = await server.inject('/one');
    const bytes = Buffer.byteLength(JSON.stringify(titles));
    expect(first.body).toBe(JSON.stringify(titles));
    expect(first.headers['content-length']).toBe(String(bytes));
    // bytes, not the string's length in UTF-16 units (fewer than its bytes here)
    expect(cache.usedBytes).toBe(bytes);
    const again = await server.inject('/one');
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    await server.close();
  });

  it('keeps a streamed answer as its bytes once it is complete', async () => {
    const { cache, server } = await app();
    const first = await server.inject('/all');
    expect(first.body).toBe('{"data":["Кольцо"]}');
    expect(cache.usedBytes).toBe(Buffer.byteLength(first.body));
    const again = await server.inject('/all');
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.body).toBe(first.body);
    await server.close();
  });
});
