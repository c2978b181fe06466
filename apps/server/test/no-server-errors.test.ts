import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@voski/contract';
import { multipart } from './catalog-fixtures.ts';
import { startTestApp, type TestApp } from './harness.ts';

/**
 * Walks the whole route table as an admin and sends each route input a client could send:
 * odd path parameters, empty and malformed bodies, wrong types, long strings, stray multipart.
 * Whatever the answer, it is never a 5xx and always the contract's JSON error shape.
 */
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await startTestApp();
  token = await t.staffToken(Role.Admin);
});
afterAll(() => t.close());

const params = ['1', '0', '-1', 'abc', '99999999999', '%00', '1.5'];
const jsonBodies: (string | undefined)[] = [
  undefined,
  '{}',
  '[]',
  'null',
  '"text"',
  '{"id": {"$gt": 1}}',
  JSON.stringify({ name: 5, email: [], price: 'cheap', products: '[{"id":"x"}]', interval: 1e308 }),
  JSON.stringify({ query: 'x'.repeat(100_000), startDate: '2026-02-30', endDate: 'tomorrow' }),
  // well formed, but year 0 does not exist for PostgreSQL
  JSON.stringify({ startDate: '0000-01-01', endDate: '0000-01-02' }),
  '{"unterminated": ',
];

describe('no route answers a client with a server error', () => {
  it('holds for every route and every odd input', { timeout: 300_000 }, async () => {
    const routes = t.app.routeAccess.filter(
      (r) =>
        r.method !== 'HEAD' &&
        !r.url.startsWith('/api/docs') &&
        // they end the session the walk runs in; a 401 below says so if another one ever does
        !/\/signOut(Everywhere)?$/.test(r.url),
    );
    expect(routes.length).toBeGreaterThan(40);
    const form = await multipart({ title: '', price: '-5', category_id: '[oops' }, [
      { field: 'avatar', data: Buffer.from('not an image'), name: 'x.png', type: 'image/png' },
    ]);
    const failures: string[] = [];
    for (const route of routes) {
      for (const param of params) {
        const url = route.url.replace(/:\w+/g, param).replace(/\*$/, 'x');
        const attempts = [
          ...jsonBodies.map((body) => ({
            payload: body,
            headers: body === undefined ? {} : { 'content-type': 'application/json' },
          })),
          { payload: form.payload, headers: form.headers },
        ];
        for (const attempt of attempts) {
          const res = await t.request({
            method: route.method as 'POST',
            url: `${url}?query=${encodeURIComponent("' OR 1=1 --")}&min=abc&categories=[x&from=0000-01-01`,
            token,
            ...attempt,
          });
          const where = `${route.method} ${url} ${String(attempt.payload).slice(0, 40)}`;
          if (res.statusCode === 401) failures.push(`${where} → 401: the walk lost its session`);
          if (res.statusCode >= 500) failures.push(`${where} → ${res.statusCode} ${res.body}`);
          const type = String(res.headers['content-type'] ?? '');
          if (res.statusCode >= 400 && type.includes('json')) {
            const body = res.json();
            if (typeof body.message !== 'string') failures.push(`${where} → no message`);
            if (/\bat .+\(.+:\d+:\d+\)/.test(res.body)) failures.push(`${where} → stack trace`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
