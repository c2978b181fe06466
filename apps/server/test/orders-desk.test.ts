import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { OrderStatus, type Order, type OrderStatusId } from '@voski/contract';
import {
  findTransition,
  orderTransitions,
  SYSTEM,
  type Actor,
} from '../src/modules/orders/transitions.ts';
import {
  check,
  chooseOnCardPage,
  history,
  paidOrder,
  someone,
  startOrderApp,
  type OrderApp,
} from './orders-fixtures.ts';

let t: OrderApp;
let ring: number;

beforeAll(async () => {
  t = await startOrderApp();
  ring = await t.product({ title: 'Ring Sun', price: 150_000 });
});
afterAll(() => t.close());

const advance = (id: number, done: number, token = t.seller) =>
  t.request({ method: 'GET', url: `/api/payment/doneOrInProgress/${id}/${done}`, token });
const cancel = (id: number, token = t.seller) =>
  t.request({ method: 'POST', url: `/api/payment/orders/${id}/cancel`, token });
const filter = (payload: object) =>
  t.request({ method: 'POST', url: '/api/payment/filter', token: t.seller, payload });

const unpaidOrder = async () => {
  const placed = await t.place({ ...someone(), products: [{ id: ring, quantity: 1 }] });
  expect(placed.status).toBe(201);
  return placed.body;
};

/** An order brought to `status` through the API. */
async function orderIn(status: OrderStatusId): Promise<number> {
  const { orderNumber } = await paidOrder(t, ring);
  if (status === OrderStatus.Cancelled) {
    expect((await cancel(orderNumber)).statusCode).toBe(200);
  }
  for (let done = 0; done < status && status !== OrderStatus.Cancelled; done++) {
    expect((await advance(orderNumber, done)).statusCode).toBe(200);
  }
  expect((await t.order(orderNumber)).done).toBe(status);
  return orderNumber;
}

describe('the order list', () => {
  it('shows orders newest first, in the contract’s shape', async () => {
    const older = await unpaidOrder();
    const newer = await unpaidOrder();
    const list = await t.orders();
    const ids = list.map((o) => o.id);
    expect(ids.indexOf(newer.orderNumber)).toBeLessThan(ids.indexOf(older.orderNumber));
    const order = list.find((o) => o.id === newer.orderNumber)!;
    for (const key of [
      'id',
      'name',
      'surname',
      'email',
      'phone',
      'message',
      'region',
      'address',
      'products',
      'total',
      'delivery',
      'payment_type',
      'payment_status',
      'done',
      'created_at',
    ]) {
      expect(order, key).toHaveProperty(key);
    }
    expect(typeof order.products).toBe('string');
    expect(order).toMatchObject({ payment_type: 1, total: 151_500, delivery: 1500, done: 0 });
  });
});

describe('filtering by date', () => {
  /** Orders placed at given instants (their created_at set after placing). */
  async function placedAt(...instants: string[]): Promise<number[]> {
    const ids: number[] = [];
    for (const at of instants) {
      const { orderNumber } = await unpaidOrder();
      await t.sql(sql`update orders set created_at = ${at}::timestamptz where id = ${orderNumber}`);
      ids.push(orderNumber);
    }
    return ids;
  }
  const ids = (orders: Order[]) => orders.map((o) => o.id).sort((a, b) => a - b);

  it('includes both days, in the shop’s time zone (Asia/Yerevan, UTC+4)', async () => {
    const [lateOn9th, earlyOn10th, lastSecondOn10th, firstSecondOn11th, on12th] = await placedAt(
      '2031-03-09T19:59:59Z', // 23:59:59 on the 9th in Yerevan
      '2031-03-09T20:00:00Z', // 00:00:00 on the 10th in Yerevan (still the 9th in UTC)
      '2031-03-10T19:59:59Z', // 23:59:59 on the 10th in Yerevan
      '2031-03-10T20:00:00Z', // 00:00:00 on the 11th in Yerevan
      '2031-03-12T10:00:00Z',
    );
    const tenth = await filter({ startDate: '2031-03-10', endDate: '2031-03-10' });
    expect(tenth.statusCode).toBe(200);
    expect(ids(tenth.json())).toEqual([earlyOn10th, lastSecondOn10th]);

    const range = await filter({ startDate: '2031-03-09', endDate: '2031-03-11' });
    expect(ids(range.json())).toEqual([
      lateOn9th,
      earlyOn10th,
      lastSecondOn10th,
      firstSecondOn11th,
    ]);

    const later = await filter({ startDate: '2031-03-11', endDate: '2031-03-31' });
    expect(ids(later.json())).toEqual([firstSecondOn11th, on12th]);
    // Newest first, like the full list.
    expect(later.json().map((o: Order) => o.id)).toEqual([on12th, firstSecondOn11th]);

    expect((await filter({ startDate: '2031-04-01', endDate: '2031-04-30' })).json()).toEqual([]);
  });

  it.each([
    [{ startDate: '2031-03-10' }, 'endDate'],
    [{ startDate: '10.03.2031', endDate: '2031-03-10' }, 'startDate'],
    [{ startDate: '2031-02-30', endDate: '2031-03-10' }, 'startDate'],
    [{ startDate: '2031-03-10', endDate: '2031-13-01' }, 'endDate'],
    [{ startDate: '2031-03-11', endDate: '2031-03-10' }, 'endDate'],
  ])('refuses %j', async (payload, field) => {
    const res = await filter(payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty(field);
  });
});

describe('the status table', () => {
  const staff: Actor = { kind: 'staff', id: 1, name: 'Seller' };
  const statuses = [0, 1, 2, 3] as const;

  it('allows exactly new → in transit (paid), new → cancelled, in transit → done', () => {
    const allowed: string[] = [];
    for (const from of statuses) {
      for (const to of statuses) {
        for (const actor of [staff, SYSTEM]) {
          const result = findTransition({ done: from, payment_status: 'paid' }, to, actor);
          if ('transition' in result) allowed.push(`${from}→${to} ${actor.kind}`);
        }
      }
    }
    expect(allowed.sort()).toEqual(['0→1 staff', '0→3 staff', '0→3 system', '1→2 staff'].sort());
    // Delivered is final but for taking a mistaken move back (issue 38); cancelled is final.
    expect(orderTransitions[OrderStatus.Done].every((move) => move.undoOnly)).toBe(true);
    expect(orderTransitions[OrderStatus.Cancelled]).toEqual([]);
    const undo = (from: 0 | 1 | 2 | 3, to: 0 | 1 | 2 | 3) =>
      'transition' in findTransition({ done: from, payment_status: 'paid' }, to, staff, true);
    expect([undo(1, 0), undo(2, 1), undo(2, 0), undo(3, 0)]).toEqual([true, true, false, false]);
  });

  it('guards: an unpaid order does not go in transit; a refund under way blocks cancelling', () => {
    expect(findTransition({ done: 0, payment_status: 'pending' }, 1, staff)).toEqual({
      refused: 'The order is not paid.',
    });
    expect(findTransition({ done: 0, payment_status: 'refunding' }, 3, staff)).toEqual({
      refused: 'A refund of this order is under way.',
    });
    const paid = findTransition({ done: 0, payment_status: 'paid' }, 3, staff);
    expect(
      'transition' in paid && paid.transition.refundsPayment?.({ done: 0, payment_status: 'paid' }),
    ).toBe(true);
  });

  it('moves a paid order new → in transit → done, answering every order', async () => {
    const { orderNumber } = await paidOrder(t, ring);
    const first = await advance(orderNumber, 0);
    expect(first.statusCode).toBe(200);
    const list = first.json<Order[]>();
    expect(list.length).toBeGreaterThan(1);
    expect(list.find((o) => o.id === orderNumber)!.done).toBe(1);
    const second = await advance(orderNumber, 1);
    expect(second.statusCode).toBe(200);
    expect(second.json<Order[]>().find((o) => o.id === orderNumber)!.done).toBe(2);
  });

  it('refuses every move the table does not allow, through the API', async () => {
    const results: Record<string, number> = {};
    for (const from of statuses) {
      results[`advance from ${from}`] = (await advance(await orderIn(from), from)).statusCode;
      results[`cancel from ${from}`] = (await cancel(await orderIn(from))).statusCode;
    }
    expect(results).toEqual({
      'advance from 0': 200,
      'advance from 1': 200,
      'advance from 2': 409,
      'advance from 3': 409,
      'cancel from 0': 200,
      'cancel from 1': 409,
      'cancel from 2': 409,
      'cancel from 3': 409,
    });
  });

  it('keeps an unpaid order from going in transit', async () => {
    const { orderNumber } = await unpaidOrder();
    const res = await advance(orderNumber, 0);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('The order is not paid.');
  });

  it('answers 409 when `done` is stale, and one of two simultaneous moves wins', async () => {
    const { orderNumber } = await paidOrder(t, ring);
    const both = await Promise.all([advance(orderNumber, 0), advance(orderNumber, 0)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const stale = await advance(orderNumber, 0);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('The order is in transit now; reload the orders.');
    expect((await t.order(orderNumber)).done).toBe(1);
    const statusMoves = (await history(t, orderNumber)).filter((e) => e.kind === 'status');
    expect(statusMoves.map((e) => `${e.from}→${e.to}`)).toEqual(['0→1']);
  });

  it('answers 404 for an unknown order and 422 for a bad done value', async () => {
    expect((await advance(999_999, 0)).statusCode).toBe(404);
    expect((await cancel(999_999)).statusCode).toBe(404);
    expect((await advance(1, 7)).statusCode).toBe(422);
    expect((await advance(1, -1)).statusCode).toBe(422);
    const res = await t.request({
      method: 'GET',
      url: '/api/payment/doneOrInProgress/x/0',
      token: t.seller,
    });
    expect(res.statusCode).toBe(422);
  });
});

describe('cancelling', () => {
  it('refunds a paid card order through the gateway, once, and records who did it', async () => {
    const order = await paidOrder(t, ring, 2);
    const res = await cancel(order.orderNumber, t.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ done: 3, payment_status: 'refunded' });

    const gateway = await t.gatewayStatus(order.orderId);
    expect(gateway).toMatchObject({
      orderStatus: 4,
      paymentAmountInfo: { paymentState: 'REFUNDED', refundedAmount: 30_150_000 },
    });
    expect((await t.services.payments.testGateway!.find(order.orderId))!.refunds).toEqual([
      { amount: 30_150_000, at: expect.any(Number) },
    ]);

    const events = await history(t, order.orderNumber);
    const staffEvents = events.filter((e) => e.actor_id !== null);
    expect(staffEvents.map((e) => [e.kind, e.from, e.to, e.actor_name])).toEqual([
      ['payment', 'paid', 'refunding', 'Staff 1'],
      ['payment', 'refunding', 'refunded', 'Staff 1'],
      ['status', '0', '3', 'Staff 1'],
    ]);
    for (const e of events) expect(Date.parse(e.created_at)).not.toBeNaN();

    // The payer's page now says refunded; cancelling again is refused and refunds nothing.
    expect((await check(t, order.orderId)).body).toMatchObject({ payment_status: 'refunded' });
    expect((await cancel(order.orderNumber)).statusCode).toBe(409);
    expect((await t.services.payments.testGateway!.find(order.orderId))!.refunds).toHaveLength(1);
  });

  it('refunds once when two staff cancel the same paid order at once', async () => {
    const order = await paidOrder(t, ring);
    const both = await Promise.all([cancel(order.orderNumber), cancel(order.orderNumber, t.admin)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await t.services.payments.testGateway!.find(order.orderId))!.refunds).toHaveLength(1);
    expect(await t.order(order.orderNumber)).toMatchObject({ done: 3, payment_status: 'refunded' });
  });

  it('cancels an unpaid order without a refund', async () => {
    const order = await unpaidOrder();
    const res = await cancel(order.orderNumber);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ done: 3, payment_status: 'pending' });
    expect((await t.services.payments.testGateway!.find(order.orderId))!.refunds).toEqual([]);
    // Its payment page is still open, but paying it now is given back (payments-card tests).
    await chooseOnCardPage(t, order.formUrl!, 'decline');
    expect((await check(t, order.orderId)).body).toMatchObject({ payment_status: 'declined' });
    expect((await t.order(order.orderNumber)).done).toBe(3);
  });
});

describe('roles', () => {
  const staffRoutes = (id: number) => [
    { method: 'GET' as const, url: '/api/payment/orders' },
    { method: 'GET' as const, url: `/api/payment/orders/${id}` },
    { method: 'GET' as const, url: `/api/payment/orders/${id}/history` },
    {
      method: 'POST' as const,
      url: '/api/payment/filter',
      payload: { startDate: '2031-01-01', endDate: '2031-01-02' },
    },
    { method: 'GET' as const, url: `/api/payment/doneOrInProgress/${id}/0` },
    { method: 'POST' as const, url: `/api/payment/orders/${id}/cancel` },
    {
      method: 'PUT' as const,
      url: '/api/payment/delivery',
      payload: { fees: [{ region: 'USA', fee: 20_000 }] },
    },
  ];

  it('lets Seller and Admin in; Adder gets 403, a visitor 401', async () => {
    const { orderNumber } = await unpaidOrder();
    for (const route of staffRoutes(orderNumber)) {
      const label = `${route.method} ${route.url}`;
      expect((await t.request(route)).statusCode, label).toBe(401);
      expect((await t.request({ ...route, token: t.adder })).statusCode, label).toBe(403);
      for (const token of [t.seller, t.admin]) {
        const res = await t.request({ ...route, token });
        expect([200, 409], label).toContain(res.statusCode);
      }
    }
  });

  it('keeps place, check and the delivery fees public', async () => {
    expect((await t.request({ method: 'GET', url: '/api/payment/delivery' })).statusCode).toBe(200);
    const order = await unpaidOrder();
    expect((await check(t, order.orderId)).status).toBe(200);
  });
});
