import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerKey, ResponseCache } from './response-cache.ts';

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
