import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { holdMessages, type CustomerOrder, type HeldOrder } from '@voski/contract';
import { loadConfig } from '../src/config.ts';
import { catalogClient } from './catalog-fixtures.ts';
import {
  check,
  chooseOnCardPage,
  someone,
  startOrderApp,
  type OrderApp,
} from './orders-fixtures.ts';

/**
 * Issue 34, finding 2: one anonymous order held every unique piece for half an hour. Unpaid
 * orders now hold a bounded number of pieces, briefly, and staff can see and release them.
 */
const CAP = 3;
const EXTEND_SECONDS = 600;
let t: OrderApp;
let catalog: ReturnType<typeof catalogClient>;
let client = 0;

beforeAll(async () => {
  // Behind one proxy: each test's shopper is its own forwarded address.
  t = await startOrderApp({
    config: { trustProxy: 1 },
    payments: { holds: { extendSeconds: EXTEND_SECONDS, pieces: CAP, unpaidPerDay: 2 } },
  });
  catalog = catalogClient(t, t.admin);
});
afterAll(() => t.close());

const newClient = () => `198.51.100.${++client}`;

/** Unique pieces: products with a stock of one each. */
async function pieces(n: number, title: string): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const p = await catalog.product({ title: `${title} ${i}`, price: '50000', stock: '1' });
    ids.push(p.id);
  }
  return ids;
}

const stockOf = async (id: number) =>
  (await t.request({ method: 'GET', url: `/api/products/${id}` })).json<{ stock: number | null }>()
    .stock;

function place(ids: number[], { ip = newClient(), email = someone().email, paymentType = 2 } = {}) {
  return t.request({
    method: 'POST',
    url: '/api/payment/signIn',
    payload: {
      ...someone(),
      email,
      paymentType,
      products: ids.map((id) => ({ id, quantity: 1 })),
    },
    headers: { 'x-forwarded-for': ip },
  });
}

const orderNumber = (res: { json: <T>() => T }) => res.json<{ orderNumber: number }>().orderNumber;

describe('pieces held by unpaid orders', () => {
  it('one request cannot hold more than the cap: refused whole, every piece still on sale', async () => {
    const ids = await pieces(CAP + 1, 'Greedy brooch');
    const res = await place(ids);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: holdMessages.orderPieces(CAP),
      errors: { products: [holdMessages.orderPieces(CAP)] },
    });
    for (const id of ids) expect(await stockOf(id)).toBe(1);
    // the cap itself is taken
    expect((await place(ids.slice(0, CAP))).statusCode).toBe(201);
  });

  it('caps what one client and one e-mail hold across orders, with a clear 429', async () => {
    const ids = await pieces(CAP + 2, 'Hoarded ring');
    const ip = newClient();
    const email = someone().email;
    expect((await place(ids.slice(0, CAP), { ip, email })).statusCode).toBe(201);

    const sameClient = await place([ids[CAP]!], { ip });
    expect(sameClient.statusCode).toBe(429);
    expect(sameClient.json()).toEqual({ message: holdMessages.clientPieces(CAP) });
    const wait = Number(sameClient.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(15 * 60);

    // the same e-mail from elsewhere (any case), and another address of the same IPv6 /64
    expect((await place([ids[CAP]!], { email: email.toUpperCase() })).statusCode).toBe(429);
    const v6 = '2001:db8:5:6::1';
    expect((await place([ids[CAP]!], { ip: v6 })).statusCode).toBe(201);
    expect((await place([ids[CAP + 1]!], { ip: '2001:db8:5:6::2' })).statusCode).toBe(201);
    expect(await stockOf(ids[CAP]!)).toBe(0);
    expect(await stockOf(ids[CAP + 1]!)).toBe(0);
  });

  it('an expired hold gives its pieces back; a client that lets holds expire again is refused', async () => {
    const ids = await pieces(3, 'Lapsed pendant');
    const ip = newClient();
    for (const id of ids.slice(0, 2)) {
      const placed = await place([id], { ip });
      expect(placed.statusCode).toBe(201);
      expect(await stockOf(id)).toBe(0);
      await t.sql(
        sql`update orders set expires_at = now() - interval '1 second' where id = ${orderNumber(placed)}`,
      );
      await t.services.orders.settlement.sweep();
      expect(await t.order(orderNumber(placed))).toMatchObject({
        payment_status: 'expired',
        done: 3,
      });
      expect(await stockOf(id)).toBe(1);
    }
    const third = await place([ids[2]!], { ip });
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ message: holdMessages.unpaid });
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect(await stockOf(ids[2]!)).toBe(1);
    // an order of pieces nobody counts holds nothing, and is taken
    const free = await catalog.product({ title: 'Uncounted chain', price: '9000' });
    expect((await place([free.id], { ip })).statusCode).toBe(201);
  });

  it('two honest shoppers racing for the last piece: one order, one clear sold out', async () => {
    const [id] = await pieces(1, 'Last bracelet');
    const answers = await Promise.all([place([id!]), place([id!])]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((a) => a.statusCode === 409)!;
    expect(refused.json<{ message: string }>().message).toMatch(/is sold out/);
  });

  it('one client racing itself cannot get past the cap', async () => {
    const ids = await pieces(CAP + 3, 'Raced earring');
    const ip = newClient();
    const answers = await Promise.all(ids.map((id) => place([id], { ip })));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(CAP);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(3);
  });
});

describe('the payer’s extension', () => {
  it('extends an open order once', async () => {
    const [id] = await pieces(1, 'Patient brooch');
    const placed = await place([id!]);
    const { orderId } = placed.json<{ orderId: string }>();
    const cookie = placed.headers['set-cookie'] as string;
    const token = (
      await t.request({
        method: 'POST',
        url: '/api/payment/check',
        payload: { orderId },
        headers: { cookie: cookie.split(';')[0]! },
      })
    ).json<{ order_token: string }>().order_token;
    const before = new Date((await t.order(orderNumber(placed))).created_at).getTime();

    const extended = await t.request({
      method: 'POST',
      url: `/api/payment/order/${token}/extend`,
    });
    expect(extended.statusCode).toBe(200);
    const { expires_at } = extended.json<{ expires_at: string }>();
    const added = new Date(expires_at).getTime() - before;
    expect(added).toBeGreaterThanOrEqual((15 * 60 + EXTEND_SECONDS) * 1000 - 5000);
    expect(added).toBeLessThanOrEqual((15 * 60 + EXTEND_SECONDS) * 1000 + 5000);

    const again = await t.request({ method: 'POST', url: `/api/payment/order/${token}/extend` });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: holdMessages.notExtendable });
    const unknown = await t.request({
      method: 'POST',
      url: '/api/payment/order/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/extend',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('is refused for a card payment and a closed order', async () => {
    const [a, b] = await pieces(2, 'Card ring');
    const card = await t.place({
      ...someone(),
      paymentType: 1,
      products: [{ id: a, quantity: 1 }],
    });
    const cardToken = (await check(t, card.body.orderId)).body.order_token as string;
    const refused = await t.request({
      method: 'POST',
      url: `/api/payment/order/${cardToken}/extend`,
    });
    expect(refused.statusCode).toBe(409);

    const idram = await t.place({
      ...someone(),
      paymentType: 2,
      products: [{ id: b, quantity: 1 }],
    });
    const token = (await check(t, idram.body.orderId)).body.order_token as string;
    await t.request({ method: 'POST', url: `/api/payment/order/${token}/cancel` });
    const closed = await t.request({ method: 'POST', url: `/api/payment/order/${token}/extend` });
    expect(closed.statusCode).toBe(409);
  });
});

describe('the hold on the customer’s order page', () => {
  /** An order of one unique piece, placed from its own address, and its page's link. */
  async function placed(paymentType: number, title: string) {
    const [id] = await pieces(1, title);
    const { status, body } = await t.place(
      { ...someone(), paymentType, products: [{ id, quantity: 1 }] },
      { 'x-forwarded-for': newClient() },
    );
    expect(status).toBe(201);
    const token = (await check(t, body.orderId)).body.order_token as string;
    return { ...body, token };
  }
  const holdOf = async (token: string) =>
    (await t.request({ method: 'GET', url: `/api/payment/order/${token}` })).json<{
      data: CustomerOrder;
    }>().data.hold;

  it('says until when the pieces are kept, and that the time may be extended once', async () => {
    const order = await placed(2, 'Shown brooch');
    const hold = await holdOf(order.token);
    expect(hold).toEqual({
      expires_at: expect.any(String),
      extendable: true,
      extend_minutes: EXTEND_SECONDS / 60,
    });
    const left = new Date(hold!.expires_at).getTime() - Date.now();
    expect(left).toBeGreaterThan(14 * 60_000);
    expect(left).toBeLessThanOrEqual(15 * 60_000);

    const extended = await t.request({
      method: 'POST',
      url: `/api/payment/order/${order.token}/extend`,
    });
    expect(extended.statusCode).toBe(200);
    expect(await holdOf(order.token)).toEqual({
      expires_at: extended.json<{ expires_at: string }>().expires_at,
      extendable: false,
      extend_minutes: EXTEND_SECONDS / 60,
    });

    await t.request({ method: 'POST', url: `/api/payment/order/${order.token}/cancel` });
    expect(await holdOf(order.token)).toBeNull();
  });

  it('a card payment’s hold is not extendable, and is gone once paid', async () => {
    const order = await placed(1, 'Shown card ring');
    expect(await holdOf(order.token)).toMatchObject({ extendable: false });
    await chooseOnCardPage(t, order.formUrl!, 'pay');
    expect((await check(t, order.orderId)).body.payment_status).toBe('paid');
    expect(await holdOf(order.token)).toBeNull();
  });

  it('is described in the API document', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/docs/json' })).json();
    const page = doc.paths['/api/payment/order/{token}'].get;
    const hold = JSON.stringify(
      page.responses['200'].content['application/json'].schema.properties.data.properties.hold,
    );
    expect(hold).toContain('while the order is unpaid, open and holds pieces');
    expect(hold).toContain('ORDER_HOLD_EXTEND_MINUTES');
    expect(page.description).toContain('`hold`');
  });

  it('is null for an order past its time, and for one holding nothing', async () => {
    const order = await placed(2, 'Lapsing chain');
    await t.sql(
      sql`update orders set expires_at = now() - interval '1 second' where id = ${order.orderNumber}`,
    );
    expect(await holdOf(order.token)).toBeNull();

    const free = await catalog.product({ title: 'Uncounted bangle', price: '9000' });
    const { body } = await t.place(
      { ...someone(), paymentType: 2, products: [{ id: free.id, quantity: 1 }] },
      { 'x-forwarded-for': newClient() },
    );
    const token = (await check(t, body.orderId)).body.order_token as string;
    expect(await holdOf(token)).toBeNull();
  });
});

describe('staff and held pieces', () => {
  it('lists the holds and releases one: its pieces go back on sale', async () => {
    const ids = await pieces(2, 'Held locket');
    const ip = '203.0.113.99';
    const placed = await place(ids, { ip });
    expect(placed.statusCode).toBe(201);
    const id = orderNumber(placed);

    const list = await t.request({ method: 'GET', url: '/api/payment/holds', token: t.seller });
    expect(list.statusCode).toBe(200);
    const held = list.json<{ data: HeldOrder[] }>().data.find((h) => h.id === id);
    expect(held).toMatchObject({
      client: ip,
      pieces: 2,
      hold_extended: false,
      payment_type: 2,
    });
    expect(held!.lines.map((l) => l.id)).toEqual(ids);

    const released = await t.request({
      method: 'POST',
      url: `/api/payment/holds/${id}/release`,
      token: t.seller,
    });
    expect(released.statusCode).toBe(200);
    expect(released.json()).toMatchObject({ data: { id, payment_status: 'expired', done: 3 } });
    for (const piece of ids) expect(await stockOf(piece)).toBe(1);
    const after = await t.request({ method: 'GET', url: '/api/payment/holds', token: t.seller });
    expect(after.json<{ data: HeldOrder[] }>().data.some((h) => h.id === id)).toBe(false);

    const again = await t.request({
      method: 'POST',
      url: `/api/payment/holds/${id}/release`,
      token: t.seller,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: holdMessages.notHeld });
    const missing = await t.request({
      method: 'POST',
      url: '/api/payment/holds/999999/release',
      token: t.seller,
    });
    expect(missing.statusCode).toBe(404);
    const adder = await t.request({ method: 'GET', url: '/api/payment/holds', token: t.adder });
    expect(adder.statusCode).toBe(403);
  });
});

describe('the hold settings', () => {
  it('are short and capped by default; 0 turns a cap or the extension off', () => {
    const { payments } = loadConfig({});
    expect(payments.orderTtlSeconds).toBe(15 * 60);
    expect(payments.holds).toEqual({ extendSeconds: 600, pieces: 10, unpaidPerDay: 3 });
    expect(
      loadConfig({
        ORDER_HOLD_PIECES: '0',
        ORDER_UNPAID_LIMIT: '0',
        ORDER_HOLD_EXTEND_MINUTES: '0',
      }).payments.holds,
    ).toEqual({ extendSeconds: 0, pieces: 0, unpaidPerDay: 0 });
    expect(() => loadConfig({ ORDER_HOLD_PIECES: '-1' })).toThrow(/ORDER_HOLD_PIECES/);
  });
});
