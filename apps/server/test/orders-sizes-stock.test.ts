import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { OrderLine, Product, ProductDetail } from '@voski/contract';
import { catalogClient } from './catalog-fixtures.ts';
import {
  check,
  chooseOnCardPage,
  mailText,
  someone,
  startOrderApp,
  type OrderApp,
  type PlaceAnswer,
} from './orders-fixtures.ts';

let t: OrderApp;
let catalog: ReturnType<typeof catalogClient>;

beforeAll(async () => {
  t = await startOrderApp();
  catalog = catalogClient(t, t.admin);
});
afterAll(() => t.close());

/** A product made through the staff form, with these fields on top of a valid one. */
const product = (fields: Record<string, string | number>) =>
  catalog.product({ price: '50000', ...fields });

async function form(
  method: 'create' | 'update',
  fields: Record<string, string>,
  id?: number,
): Promise<{ status: number; body: { data?: Product; errors?: Record<string, string[]> } }> {
  const res = await t.request({
    method: 'POST',
    url: method === 'create' ? '/api/products' : `/api/products/${id}`,
    token: t.admin,
    ...(await multipartOf(fields)),
  });
  return { status: res.statusCode, body: res.json() };
}

async function multipartOf(fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries({ title: 'Ring', price: '1000', ...fields })) {
    body.append(name, value);
  }
  const request = new Request('http://x', { method: 'POST', body });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

async function detail(id: number): Promise<ProductDetail> {
  const res = await t.request({ method: 'GET', url: `/api/products/${id}` });
  expect(res.statusCode).toBe(200);
  return res.json<ProductDetail>();
}

const linesOf = async (orderNumber: number) =>
  JSON.parse((await t.order(orderNumber)).products) as OrderLine[];

const place = (products: unknown[]) => t.place({ ...someone(), products });

describe('product sizes and stock in the staff form', () => {
  it('keeps sizes normalized in the order given, and shows them in every answer', async () => {
    const ring = await product({ title: 'Sized ring', sizes: '["17", "17,50", 18.0, "16.5"]' });
    expect(ring).toMatchObject({
      sizes: ['17', '17.5', '18', '16.5'],
      stock: null,
      size_stock: null,
    });
    expect(await detail(ring.id)).toMatchObject({ sizes: ['17', '17.5', '18', '16.5'] });
    // the whole list the database writes says the same
    const all = await t.request({ method: 'GET', url: '/api/products/all' });
    const listed = all.json<{ data: Product[] }>().data.find((p) => p.id === ring.id);
    expect(listed).toMatchObject({
      sizes: ['17', '17.5', '18', '16.5'],
      stock: null,
      size_stock: null,
    });
    // a plain list separated by spaces or commas works too
    const spaced = await product({ title: 'Spaced', sizes: '15 15.5, 16;16.5' });
    expect(spaced.sizes).toEqual(['15', '15.5', '16', '16.5']);
  });

  it('refuses duplicate or nonsense sizes, bad stock and per-size counts that do not fit', async () => {
    const cases: [Record<string, string>, string, RegExp][] = [
      [{ sizes: '["17","17.0"]' }, 'sizes', /17 is listed twice/],
      [{ sizes: '["17","<b>"]' }, 'sizes', /is not a size/],
      [{ sizes: '{"a":1}' }, 'sizes', /must be a list/],
      [{ stock: '-1' }, 'stock', /whole number from 0/],
      [{ stock: 'many' }, 'stock', /whole number from 0/],
      [{ sizes: '["17"]', size_stock: '{"17":-2}' }, 'size_stock', /stock of size 17/],
      [{ sizes: '["17","18"]', size_stock: '{"17":1}' }, 'size_stock', /missing: 18/],
      [{ sizes: '["17"]', size_stock: '{"17":1,"19":1}' }, 'size_stock', /not sizes .*: 19/],
      [{ size_stock: '{"17":1}' }, 'size_stock', /without sizes/],
    ];
    for (const [fields, field, message] of cases) {
      const title = `Refused ${field} ${JSON.stringify(fields)}`;
      const res = await form('create', { ...fields, title });
      expect(res.status, title).toBe(422);
      expect(res.body.errors?.[field]?.join(' '), title).toMatch(message);
      // nothing stored
      const search = await t.request({ method: 'GET', url: '/api/products', token: t.admin });
      expect(search.json<{ data: Product[] }>().data.some((p) => p.title === title)).toBe(false);
    }
  });

  it('counts per size: the stock is their sum; removing a size drops its count', async () => {
    const ring = await product({
      title: 'Counted ring',
      sizes: '["17","17.5","18"]',
      size_stock: '{"17":1,"17.5":2,"18":0}',
      stock: '99',
    });
    expect(ring).toMatchObject({ stock: 3, size_stock: { '17': 1, '17.5': 2, '18': 0 } });
    const fewer = await form('update', { sizes: '["17","18"]' }, ring.id);
    expect(fewer.status).toBe(200);
    expect(fewer.body.data).toMatchObject({ stock: 1, size_stock: { '17': 1, '18': 0 } });
    // back to one stock for all sizes, then unlimited
    const shared = await form('update', { size_stock: '', stock: '4' }, ring.id);
    expect(shared.body.data).toMatchObject({ stock: 4, size_stock: null, sizes: ['17', '18'] });
    const unlimited = await form('update', { stock: '' }, ring.id);
    expect(unlimited.body.data).toMatchObject({ stock: null });
  });
});

describe('sizes in orders', () => {
  let ring: Product;
  let chain: Product;

  beforeAll(async () => {
    ring = await product({ title: 'Order ring', price: '80000', sizes: '["16.5","17","17.5"]' });
    chain = await product({ title: 'Plain chain', price: '30000' });
  });

  it('refuses a line without a size when the product has sizes, naming the product', async () => {
    const placed = await place([{ id: ring.id, quantity: 1 }]);
    expect(placed.status).toBe(422);
    expect(placed.body.errors?.products).toEqual([
      `“Order ring” (product ${ring.id}) needs a size: choose one of 16.5, 17, 17.5.`,
    ]);
  });

  it('refuses a size the product does not come in, and a size for a product without sizes', async () => {
    const unknown = await place([{ id: ring.id, quantity: 1, size: '21' }]);
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors?.products?.[0]).toMatch(/has no size 21: choose one of 16.5, 17/);
    const nonsense = await place([{ id: ring.id, quantity: 1, size: '<17>' }]);
    expect(nonsense.status).toBe(422);
    expect(Object.keys(nonsense.body.errors ?? {}).join()).toMatch(/products/);
    const sizeless = await place([{ id: chain.id, quantity: 1, size: '17' }]);
    expect(sizeless.status).toBe(422);
    expect(sizeless.body.errors?.products?.[0]).toMatch(/comes in one size/);
  });

  it('an old client sending no size orders a product without sizes as before', async () => {
    const placed = await t.place({
      ...someone(),
      products: JSON.stringify([{ ...chain, quantity: 2 }]),
    });
    expect(placed.status).toBe(201);
    expect(await linesOf(placed.body.orderNumber)).toEqual([
      { id: chain.id, title: 'Plain chain', model: 'VS-2001', price: 30_000, quantity: 2 },
    ]);
  });

  it('keeps one line per product and size, and shows the size to staff, customer and quote', async () => {
    const basket = [
      { id: ring.id, quantity: 1, size: '17' },
      { id: ring.id, quantity: 1, size: 17.5 },
      { id: ring.id, quantity: 1, size: '17,0' },
      { id: chain.id, quantity: 1 },
    ];
    const quote = await t.request({
      method: 'POST',
      url: '/api/payment/quote',
      payload: { products: basket, region: 'Yerevan' },
    });
    expect(quote.statusCode).toBe(200);
    expect(quote.json<{ lines: unknown[] }>().lines).toEqual([
      expect.objectContaining({ id: ring.id, size: '17', quantity: 2, total: 160_000, left: null }),
      expect.objectContaining({ id: ring.id, size: '17.5', quantity: 1 }),
      expect.not.objectContaining({ size: expect.anything() }),
    ]);
    const placed = await place(basket);
    expect(placed.status).toBe(201);
    const lines = await linesOf(placed.body.orderNumber);
    expect(lines.map((l) => [l.id, l.size, l.quantity])).toEqual([
      [ring.id, '17', 2],
      [ring.id, '17.5', 1],
      [chain.id, undefined, 1],
    ]);
    const result = await t.database.db.execute(
      sql`select customer_token from orders where id = ${placed.body.orderNumber}`,
    );
    const token = (result as unknown as { rows: { customer_token: string }[] }).rows[0]!
      .customer_token;
    const mine = await t.request({ method: 'GET', url: `/api/payment/order/${token}` });
    expect(mine.statusCode).toBe(200);
    expect(mine.json<{ data: { lines: OrderLine[] } }>().data.lines[1]).toMatchObject({
      size: '17.5',
    });

    // paid: the confirmation e-mail lists each line with its size
    await chooseOnCardPage(t, placed.body.formUrl!, 'pay');
    await check(t, placed.body.orderId);
    const mail = await mailText(t, 'order-confirmation', placed.body.orderNumber);
    expect(mail).toContain('Order ring (VS-2001, չափս 17.5)');
    expect(mail).toContain('Plain chain (VS-2001)');
  });
});

describe('stock of unique pieces', () => {
  const stockOf = async (id: number) => {
    const p = await detail(id);
    return { stock: p.stock, size_stock: p.size_stock };
  };

  it('ten shoppers racing for the last piece: one order, nine clear 409s', async () => {
    const piece = await product({ title: 'Unique brooch', price: '120000', stock: '1' });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => place([{ id: piece.id, quantity: 1 }])),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, ...Array<number>(9).fill(409)]);
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(refused.body).toEqual({
        message: `“Unique brooch” (product ${piece.id}) is sold out.`,
        errors: { products: [`“Unique brooch” (product ${piece.id}) is sold out.`] },
      });
    }
    expect(await stockOf(piece.id)).toEqual({ stock: 0, size_stock: null });
    const orders = await t.orders();
    const holding = orders.filter((o) =>
      (JSON.parse(o.products) as OrderLine[]).some((l) => l.id === piece.id),
    );
    expect(holding).toHaveLength(1);
    // sold out: refused before any payment is started
    const late = await place([{ id: piece.id, quantity: 1 }]);
    expect(late.status).toBe(409);
  });

  it('a decline gives the piece back; it can be bought again and, paid, stays sold', async () => {
    const piece = await product({ title: 'Declined pendant', stock: '1' });
    const first = await place([{ id: piece.id, quantity: 1 }]);
    expect(first.status).toBe(201);
    expect((await stockOf(piece.id)).stock).toBe(0);
    await chooseOnCardPage(t, first.body.formUrl!, 'decline');
    expect((await check(t, first.body.orderId)).body.payment_status).toBe('declined');
    expect((await stockOf(piece.id)).stock).toBe(1);
    // a second check changes nothing more
    await check(t, first.body.orderId);
    expect((await stockOf(piece.id)).stock).toBe(1);

    const second = await place([{ id: piece.id, quantity: 1 }]);
    expect(second.status).toBe(201);
    await chooseOnCardPage(t, second.body.formUrl!, 'pay');
    expect((await check(t, second.body.orderId)).body.payment_status).toBe('paid');
    expect((await stockOf(piece.id)).stock).toBe(0);
    await t.services.orders.settlement.sweep();
    expect((await stockOf(piece.id)).stock).toBe(0);
  });

  it('an unpaid order past its time gives its pieces back when the sweeper expires it', async () => {
    const piece = await product({ title: 'Expiring earrings', stock: '2' });
    const placed = await place([{ id: piece.id, quantity: 2 }]);
    expect(placed.status).toBe(201);
    expect((await stockOf(piece.id)).stock).toBe(0);
    await t.sql(
      sql`update orders set expires_at = now() - interval '1 minute' where id = ${placed.body.orderNumber}`,
    );
    await t.services.orders.settlement.sweep();
    expect(await t.order(placed.body.orderNumber)).toMatchObject({
      payment_status: 'expired',
      done: 3,
    });
    expect((await stockOf(piece.id)).stock).toBe(2);
  });

  it('a staff cancel of a pending order gives the piece back', async () => {
    const piece = await product({ title: 'Cancelled bangle', stock: '1' });
    const placed = await place([{ id: piece.id, quantity: 1 }]);
    const res = await t.request({
      method: 'POST',
      url: `/api/payment/orders/${placed.body.orderNumber}/cancel`,
      token: t.seller,
    });
    expect(res.statusCode).toBe(200);
    expect((await stockOf(piece.id)).stock).toBe(1);
  });

  it('counts per size: a sold-out size is refused while another still sells', async () => {
    const ring = await product({
      title: 'Sized unique ring',
      sizes: '["17","17.5"]',
      size_stock: '{"17":0,"17.5":1}',
    });
    const gone = await place([{ id: ring.id, quantity: 1, size: '17' }]);
    expect(gone.status).toBe(409);
    expect(gone.body.message).toBe(
      `“Sized unique ring” (product ${ring.id}) in size 17 is sold out.`,
    );
    const two = await place([{ id: ring.id, quantity: 2, size: '17.5' }]);
    expect(two.status).toBe(409);
    // pieces remain, fewer than asked: the shopper is told how many, not "sold out"
    expect(two.body.message).toBe(
      `Only 1 of “Sized unique ring” (product ${ring.id}) in size 17.5 is left.`,
    );
    // the basket learns what is left of each line before checkout
    const quote = await t.request({
      method: 'POST',
      url: '/api/payment/quote',
      payload: {
        products: [
          { id: ring.id, quantity: 2, size: '17.5' },
          { id: ring.id, quantity: 1, size: '17' },
        ],
      },
    });
    expect(quote.statusCode).toBe(200);
    expect(quote.json<{ lines: { left: number | null }[] }>().lines.map((l) => l.left)).toEqual([
      1, 0,
    ]);
    const one: { status: number; body: PlaceAnswer } = await place([
      { id: ring.id, quantity: 1, size: '17.5' },
    ]);
    expect(one.status).toBe(201);
    expect(await stockOf(ring.id)).toEqual({ stock: 0, size_stock: { '17': 0, '17.5': 0 } });
    await chooseOnCardPage(t, one.body.formUrl!, 'decline');
    await check(t, one.body.orderId);
    expect(await stockOf(ring.id)).toEqual({ stock: 1, size_stock: { '17': 0, '17.5': 1 } });
  });

  it('shares a stock counted for the whole product between the basket’s sizes', async () => {
    const ring = await product({ title: 'Shared ring', sizes: '["16","17","18"]', stock: '3' });
    const quote = await t.request({
      method: 'POST',
      url: '/api/payment/quote',
      payload: {
        products: [
          { id: ring.id, quantity: 2, size: '16' },
          { id: ring.id, quantity: 2, size: '17' },
          { id: ring.id, quantity: 1, size: '18' },
        ],
      },
    });
    // the first line may hold all three, the second what the first leaves, the third none
    expect(quote.json<{ lines: { left: number | null }[] }>().lines.map((l) => l.left)).toEqual([
      3, 1, 0,
    ]);
    // as placing the order counts them: all four asked for are more than the three there are
    const four = await place([
      { id: ring.id, quantity: 2, size: '16' },
      { id: ring.id, quantity: 2, size: '17' },
    ]);
    expect(four.status).toBe(409);
    const three = await place([
      { id: ring.id, quantity: 2, size: '16' },
      { id: ring.id, quantity: 1, size: '17' },
    ]);
    expect(three.status).toBe(201);
  });

  it('a product page answer shows the stock left after a reservation (no stale cache)', async () => {
    const piece = await product({ title: 'Cached charm', stock: '1' });
    expect((await stockOf(piece.id)).stock).toBe(1);
    expect((await place([{ id: piece.id, quantity: 1 }])).status).toBe(201);
    expect((await stockOf(piece.id)).stock).toBe(0);
  });
});
