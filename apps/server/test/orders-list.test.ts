import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  paymentStatuses,
  Role,
  shopDay,
  type Order,
  type OrderStats,
} from '@voski/contract';
import { startTestApp, type TestApp } from './harness.ts';
import { expectPlannedForValues } from './kept-plans.ts';
import {
  DAY_COUNT,
  FIRST_DAY,
  idsOf,
  newestFirst,
  ORDER_COUNT,
  seedFixtureOrders,
  type FixtureOrder,
} from './orders-list-fixtures.ts';

let t: TestApp;
let seller: string;
let fixture: FixtureOrder[];

beforeAll(async () => {
  t = await startTestApp();
  seller = await t.staffToken(Role.Seller);
  fixture = await seedFixtureOrders(t.database.db);
});
afterAll(() => t.close());

interface OrderPage {
  data: Order[];
  meta: { page: number; per_page: number; total: number };
}

const get = (url: string, token = seller) => t.request({ method: 'GET', url, token });

async function page(query: string): Promise<OrderPage> {
  const res = await get(`/api/payment/orders?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<OrderPage>();
}

/** The fixture orders `keep` lets through, newest first: what the list must answer. */
const expected = (keep: (o: FixtureOrder) => boolean) => fixture.filter(keep).sort(newestFirst);

/** Every order the query matches, read through pages of 100. */
async function allPages(query: string): Promise<Order[]> {
  const first = await page(`${query}&per_page=100&page=1`);
  const rest = Math.ceil(first.meta.total / 100);
  const found = [...first.data];
  for (let n = 2; n <= rest; n++)
    found.push(...(await page(`${query}&per_page=100&page=${n}`)).data);
  return found;
}

describe('GET /payment/orders without parameters', () => {
  it('answers the whole array, newest first, as the contract has it', async () => {
    for (const url of ['/api/payment/orders', '/api/payment/orders?unknown=1']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      const list = res.json<Order[]>();
      expect(Array.isArray(list)).toBe(true);
      expect(idsOf(list)).toEqual(expected(() => true).map((o) => o.id));
    }
  });
});

describe('GET /payment/orders, one page', () => {
  it('answers 20 newest first by default, with meta', async () => {
    const answer = await page('page=1');
    expect(answer.meta).toEqual({ page: 1, per_page: 20, total: ORDER_COUNT });
    expect(idsOf(answer.data)).toEqual(
      expected(() => true)
        .slice(0, 20)
        .map((o) => o.id),
    );
  });

  it('pages through everything without gaps or repeats, up to a short last page', async () => {
    const all = expected(() => true).map((o) => o.id);
    const answer = await page('per_page=7&page=3');
    expect(answer.meta).toEqual({ page: 3, per_page: 7, total: ORDER_COUNT });
    expect(idsOf(answer.data)).toEqual(all.slice(14, 21));
    const last = Math.ceil(ORDER_COUNT / 7);
    const lastPage = await page(`per_page=7&page=${last}`);
    expect(idsOf(lastPage.data)).toEqual(all.slice((last - 1) * 7));
    expect(lastPage.data).toHaveLength(ORDER_COUNT % 7);
    expect(lastPage.meta.total).toBe(ORDER_COUNT);
    const beyond = await page(`per_page=7&page=${last + 1}`);
    expect(beyond).toEqual({ data: [], meta: { page: last + 1, per_page: 7, total: ORDER_COUNT } });
    expect(idsOf(await allPages('done='))).toEqual(all);
  });

  it('keeps the order shape of the whole list', async () => {
    const [first] = (await page('per_page=1')).data;
    const whole = (await get('/api/payment/orders')).json<Order[]>()[0];
    expect(first).toEqual(whole);
  });

  it('filters by days in the shop’s time zone, both included', async () => {
    const from = addDays(FIRST_DAY, 3);
    const to = addDays(FIRST_DAY, 5);
    const inRange = expected((o) => o.day >= from && o.day <= to);
    expect(inRange.length).toBe(60);
    // some of them were placed before 04:00 in Yerevan, the day before in UTC
    expect(inRange.some((o) => o.created_at.toISOString().slice(0, 10) !== o.day)).toBe(true);
    const answer = await page(`from=${from}&to=${to}&per_page=100`);
    expect(answer.meta.total).toBe(inRange.length);
    expect(idsOf(answer.data)).toEqual(inRange.map((o) => o.id));
    expect((await page(`from=${addDays(FIRST_DAY, DAY_COUNT - 2)}`)).meta.total).toBe(40);
    expect((await page(`to=${FIRST_DAY}`)).meta.total).toBe(20);
    expect((await page(`from=${to}&to=${to}`)).meta.total).toBe(20);
    expect((await page('from=2001-01-01&to=2001-01-02')).meta.total).toBe(0);
  });

  it('filters by status, one or several, repeated or as a comma list', async () => {
    expect((await page('done=0')).meta.total).toBe(250);
    const twoStatuses = expected((o) => o.done === 1 || o.done === 3);
    for (const query of ['done=1&done=3', 'done=1,3', 'done=3,1,3']) {
      const answer = await page(`${query}&per_page=100`);
      expect(answer.meta.total).toBe(twoStatuses.length);
      expect(idsOf(answer.data)).toEqual(twoStatuses.slice(0, 100).map((o) => o.id));
    }
  });

  it('filters by payment status as staff see it: an overdue pending payment is expired', async () => {
    for (const status of paymentStatuses) {
      const want = expected((o) => o.payment_status === status);
      const answer = await page(`payment_status=${status}&per_page=100`);
      expect(answer.meta.total, status).toBe(want.length);
      expect(answer.data.every((o) => o.payment_status === status)).toBe(true);
    }
    // the fixture has both kinds of pending payment
    const pending = fixture.filter((o) => o.stored_status === 'pending');
    expect(pending.some((o) => o.payment_status === 'expired')).toBe(true);
    expect(pending.some((o) => o.payment_status === 'pending')).toBe(true);
    const paidOrDeclined = expected((o) => ['paid', 'declined'].includes(o.payment_status));
    expect((await page('payment_status=paid&payment_status=declined')).meta.total).toBe(
      paidOrDeclined.length,
    );
  });

  it('searches name, surname, email, phone and order number, partly and in any case', async () => {
    const cases: [string, (o: FixtureOrder) => boolean][] = [
      ['anahit', (o) => o.name === 'Anahit'],
      ['ANAHIT petro', (o) => o.name === 'Anahit' && o.surname === 'Petrosyan'],
      ['rosy', (o) => o.surname === 'Petrosyan'],
      ['tigran.12', (o) => o.email.startsWith('tigran.12')],
      ['@EXAMPLE.am', () => true],
      ['+374 97 000', (o) => o.phone.startsWith('+374 97 000')],
      ['000777', (o) => o.phone.endsWith('000777')],
      ['37493000', (o) => o.phone.replace(/\D/g, '').startsWith('37493000')],
      [`#${fixture[500]!.id}`, (o) => String(o.id).startsWith(String(fixture[500]!.id))],
      ['%', () => false],
      ['_', () => false],
      ['nobody', () => false],
    ];
    for (const [query, keep] of cases) {
      const want = expected(keep);
      const found = await allPages(`query=${encodeURIComponent(query)}`);
      expect(idsOf(found), query).toEqual(want.map((o) => o.id));
    }
  });

  it('has each search planned for its text, not with a plan kept for every text', async () => {
    for (let i = 0; i < 6; i++) {
      for (const query of ['anahit', '@example.am']) await allPages(`query=${query}`);
    }
    await expectPlannedForValues(t.database, '"search" like');
  });

  it('combines every filter', async () => {
    const from = addDays(FIRST_DAY, 10);
    const to = addDays(FIRST_DAY, 39);
    const want = expected(
      (o) =>
        o.day >= from &&
        o.day <= to &&
        (o.done === 0 || o.done === 2) &&
        (o.payment_status === 'paid' || o.payment_status === 'expired') &&
        o.name === 'Mariam',
    );
    expect(want.length).toBeGreaterThan(3);
    const query = `from=${from}&to=${to}&done=0,2&payment_status=paid,expired&query=mari`;
    const answer = await page(`${query}&per_page=2&page=2`);
    expect(answer.meta.total).toBe(want.length);
    expect(idsOf(answer.data)).toEqual(want.slice(2, 4).map((o) => o.id));
  });

  it.each([
    ['from=2025-02-30', 'from'],
    ['from=yesterday', 'from'],
    ['to=2025-3-1', 'to'],
    ['from=2025-03-05&to=2025-03-04', 'to'],
    ['per_page=0', 'per_page'],
    ['per_page=101', 'per_page'],
    ['per_page=ten', 'per_page'],
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['done=4', 'done.0'],
    ['done=0,new', 'done.1'],
    ['payment_status=lost', 'payment_status.0'],
    [`query=${'x'.repeat(101)}`, 'query'],
  ])('refuses %s with 422 naming %s', async (query, field) => {
    const res = await get(`/api/payment/orders?${query}`);
    expect(res.statusCode).toBe(422);
    const body = res.json<{ message: string; errors: Record<string, string[]> }>();
    expect(Object.keys(body.errors)).toEqual([field]);
    expect(body.message).toBe(body.errors[field]![0]);
  });

  it('is for the order desk only', async () => {
    expect((await get('/api/payment/orders?page=1', '')).statusCode).toBe(401);
    const adder = await t.staffToken(Role.Adder);
    expect((await get('/api/payment/orders?page=1', adder)).statusCode).toBe(403);
    const admin = await t.staffToken(Role.Admin);
    expect((await get('/api/payment/orders?page=1', admin)).statusCode).toBe(200);
  });
});

describe('GET /payment/orders/stats', () => {
  async function stats(query: string): Promise<OrderStats> {
    const res = await get(`/api/payment/orders/stats?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<OrderStats>();
  }

  it('counts by status and payment status, sums paid revenue, per day', async () => {
    const from = addDays(FIRST_DAY, -2);
    const to = addDays(FIRST_DAY, 9);
    const inRange = fixture.filter((o) => o.day >= from && o.day <= to);
    const paid = (o: FixtureOrder) => o.payment_status === 'paid' && o.done !== 3;
    const answer = await stats(`from=${from}&to=${to}`);
    expect(answer.from).toBe(from);
    expect(answer.to).toBe(to);
    expect(answer.count).toBe(inRange.length);
    expect(answer.revenue).toBe(inRange.filter(paid).reduce((sum, o) => sum + o.total, 0));
    // issue 38: the orders paid and kept, beside all placed
    expect(answer.kept).toBe(inRange.filter(paid).length);
    expect(answer.by_status).toEqual(
      Object.fromEntries([0, 1, 2, 3].map((s) => [s, inRange.filter((o) => o.done === s).length])),
    );
    expect(answer.by_payment_status).toEqual(
      Object.fromEntries(
        paymentStatuses.map((s) => [s, inRange.filter((o) => o.payment_status === s).length]),
      ),
    );
    expect(answer.days).toHaveLength(12);
    expect(answer.days[0]).toEqual({ day: from, count: 0, revenue: 0, kept: 0 });
    for (const day of answer.days.slice(2)) {
      const ofDay = inRange.filter((o) => o.day === day.day);
      expect(day).toEqual({
        day: day.day,
        count: ofDay.length,
        revenue: ofDay.filter(paid).reduce((sum, o) => sum + o.total, 0),
        kept: ofDay.filter(paid).length,
      });
    }
    expect(answer.days.map((d) => d.day)).toEqual(
      Array.from({ length: 12 }, (_, i) => addDays(from, i)),
    );
  });

  it('covers the last 30 days up to today by default', async () => {
    const answer = await stats('');
    const today = shopDay(new Date());
    expect(answer).toMatchObject({ to: today, from: addDays(today, -29), count: 0, revenue: 0 });
    expect(answer.days).toHaveLength(30);
    expect((await stats(`to=${addDays(FIRST_DAY, 1)}`)).count).toBe(40);
  });

  it.each([
    ['from=2025-13-01', 'from'],
    ['from=2025-03-05&to=2025-03-04', 'to'],
    ['from=2024-01-01&to=2025-01-01', 'from'],
    [`from=${addDays(shopDay(new Date()), 2)}`, 'to'],
  ])('refuses %s with 422 naming %s', async (query, field) => {
    const res = await get(`/api/payment/orders/stats?${query}`);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json<{ errors: object }>().errors)).toEqual([field]);
  });

  it('accepts a range of 366 days', async () => {
    expect((await stats('from=2025-01-01&to=2026-01-01')).days).toHaveLength(366);
  });
});
