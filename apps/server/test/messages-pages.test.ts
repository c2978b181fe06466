import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@voski/contract';
import { messages } from '../src/db/schema/index.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let seller: string;
const COUNT = 25;

beforeAll(async () => {
  t = await startTestApp();
  seller = await t.staffToken(Role.Seller);
  await t.database.db.insert(messages).values(
    Array.from({ length: COUNT }, (_, i) => ({
      name: `Writer ${i + 1}`,
      surname: 'Test',
      email: `writer${i + 1}@example.am`,
      phone: '+37491123456',
      message: `Message number ${i + 1}`,
      created_at: new Date(Date.UTC(2026, 0, 1, 0, i)),
    })),
  );
});
afterAll(() => t.close());

interface Listed {
  name: string;
}

const get = (query: string) =>
  t.request({ method: 'GET', url: `/api/messages${query}`, token: seller });

/** Writer names of messages `from` down to `to` (newest first). */
const writers = (from: number, to: number) =>
  Array.from({ length: from - to + 1 }, (_, i) => `Writer ${from - i}`);

describe('GET /messages, a page at a time', () => {
  it('answers the whole array without parameters, as the contract has it', async () => {
    const res = await get('');
    expect(res.statusCode).toBe(200);
    expect(res.json<Listed[]>().map((m) => m.name)).toEqual(writers(COUNT, 1));
  });

  it('answers pages newest first with meta, up to an empty page past the end', async () => {
    const first = await get('?page=1&per_page=10');
    expect(first.statusCode).toBe(200);
    const body = first.json<{ data: Listed[]; meta: object }>();
    expect(body.meta).toEqual({ page: 1, per_page: 10, total: COUNT });
    expect(body.data.map((m) => m.name)).toEqual(writers(25, 16));
    const last = (await get('?page=3&per_page=10')).json<{ data: Listed[] }>();
    expect(last.data.map((m) => m.name)).toEqual(writers(5, 1));
    expect((await get('?page=4&per_page=10')).json()).toEqual({
      data: [],
      meta: { page: 4, per_page: 10, total: COUNT },
    });
    const byDefault = (await get('?page=2')).json<{ data: Listed[]; meta: object }>();
    expect(byDefault.meta).toEqual({ page: 2, per_page: 20, total: COUNT });
    expect(byDefault.data.map((m) => m.name)).toEqual(writers(5, 1));
  });

  it.each(['?per_page=0', '?per_page=101', '?page=0', '?page=two'])(
    'refuses %s with 422',
    async (query) => {
      const res = await get(query);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ message: expect.any(String), errors: expect.any(Object) });
    },
  );
});
