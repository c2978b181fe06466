import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { testGatewayPayments } from '../src/db/schema/index.ts';
import { orderMessages } from '@voski/contract';
import {
  check,
  chooseOnCardPage,
  gatewayCredentials,
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

const place = async (quantity = 1) => {
  const placed = await t.place({ ...someone(), products: [{ id: ring, quantity }] });
  expect(placed.status).toBe(201);
  return placed.body as { orderId: string; formUrl: string; orderNumber: number };
};

const paymentEvents = async (id: number) =>
  (await history(t, id)).filter((e) => e.kind === 'payment');

describe('a card payment through the test gateway', () => {
  it('is paid: the card page, the return to the shop, the check', async () => {
    const order = await place(2);
    const before = await check(t, order.orderId);
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ orderStatus: 0, payment_status: 'pending' });

    const back = await chooseOnCardPage(t, order.formUrl, 'pay');
    expect(back.origin).toBe('http://shop.test');
    expect(back.pathname).toBe('/payment/success');
    expect(back.searchParams.get('orderId')).toBe(order.orderId);

    const checked = await check(t, back.searchParams.get('orderId')!);
    expect(checked.status).toBe(200);
    expect(checked.body).toEqual({
      orderStatus: 2,
      actionCodeDescription: 'Request processed successfully',
      actionCode: 0,
      payment_status: 'paid',
      orderNumber: order.orderNumber,
      order_token: expect.any(String),
    });
    const stored = await t.order(order.orderNumber);
    expect(stored.payment_status).toBe('paid');
    expect(stored.done).toBe(0);
    expect(await paymentEvents(order.orderNumber)).toMatchObject([
      { from: 'pending', to: 'paid', actor_name: 'system', actor_id: null },
    ]);
  });

  it('is declined: the failure page, and the order is cancelled', async () => {
    const order = await place();
    const back = await chooseOnCardPage(t, order.formUrl, 'decline');
    expect(back.pathname).toBe('/payment/failure');
    expect(back.searchParams.get('orderId')).toBe(order.orderId);
    const checked = await check(t, order.orderId);
    expect(checked.body).toEqual({
      orderStatus: 6,
      actionCodeDescription: 'Insufficient funds',
      actionCode: 116,
      payment_status: 'declined',
      orderNumber: order.orderNumber,
      order_token: expect.any(String),
    });
    const stored = await t.order(order.orderNumber);
    expect(stored).toMatchObject({ payment_status: 'declined', done: 3 });
    // The page cannot be paid any more.
    const again = await fetch(`${t.base}/api/test-gateway/pay`, {
      method: 'POST',
      body: new URLSearchParams({
        mdOrder: order.orderId,
        token: new URL(order.formUrl).searchParams.get('token')!,
        action: 'pay',
      }),
      redirect: 'manual',
    });
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toMatch(/\/payment\/failure\?orderId=/);
    expect((await check(t, order.orderId)).body.payment_status).toBe('declined');
  });

  it('a declined basket may be ordered again at once', async () => {
    const body = { ...someone(), products: [{ id: ring, quantity: 1 }] };
    const first = await t.place(body);
    await chooseOnCardPage(t, first.body.formUrl!, 'decline');
    await check(t, first.body.orderId);
    const retry = await t.place(body);
    expect(retry.status).toBe(201);
    expect(retry.body.orderId).not.toBe(first.body.orderId);
  });

  it('does not trust the browser: coming back to the success page pays nothing', async () => {
    const order = await place();
    const checked = await check(t, order.orderId);
    expect(checked.body.payment_status).toBe('pending');
    expect((await t.order(order.orderNumber)).payment_status).toBe('pending');
  });

  it('changes nothing when checked twice', async () => {
    const order = await place();
    await chooseOnCardPage(t, order.formUrl, 'pay');
    const first = await check(t, order.orderId);
    const stamp = (await t.order(order.orderNumber)).updated_at;
    const second = await check(t, order.orderId);
    expect(second.body).toEqual(first.body);
    expect((await t.order(order.orderNumber)).updated_at).toBe(stamp);
    expect(await paymentEvents(order.orderNumber)).toHaveLength(1);
  });

  it('records a payment once when checked concurrently', async () => {
    const order = await place();
    await chooseOnCardPage(t, order.formUrl, 'pay');
    const answers = await Promise.all(Array.from({ length: 8 }, () => check(t, order.orderId)));
    for (const a of answers)
      expect(a.body).toMatchObject({ orderStatus: 2, payment_status: 'paid' });
    expect(await paymentEvents(order.orderNumber)).toHaveLength(1);
  });

  it('answers 404 for an unknown payment and 422 without one', async () => {
    expect((await check(t, 'no-such-order')).status).toBe(404);
    const res = await t.request({ method: 'POST', url: '/api/payment/check', payload: {} });
    expect(res.statusCode).toBe(422);
    const none = await t.request({ method: 'POST', url: '/api/payment/check' });
    expect(none.statusCode).toBe(422);
  });

  it('serves a 404 page for an unknown payment on the card page', async () => {
    const res = await fetch(`${t.base}/api/test-gateway/pay?mdOrder=nope`);
    expect(res.status).toBe(404);
    expect(await res.text()).toMatch(/Payment not found/);
  });
});

describe('expiry', () => {
  const age = (id: number) =>
    t.sql(sql`update orders set expires_at = now() - interval '1 minute' where id = ${id}`);

  it('reads an unpaid order past its time as expired, and a check records it', async () => {
    const order = await place();
    await age(order.orderNumber);
    expect((await t.order(order.orderNumber)).payment_status).toBe('expired');
    const checked = await check(t, order.orderId);
    expect(checked.body).toMatchObject({
      orderStatus: 6,
      payment_status: 'expired',
      actionCodeDescription: 'The time to pay has run out.',
    });
    expect(await t.order(order.orderNumber)).toMatchObject({ payment_status: 'expired', done: 3 });
    const events = await history(t, order.orderNumber);
    expect(events.map((e) => [e.kind, e.from, e.to])).toEqual([
      ['payment', 'pending', 'expired'],
      ['status', '0', '3'],
    ]);
  });

  it('the sweeper expires unpaid orders and records paid ones nobody came back for', async () => {
    const unpaid = await place();
    const paidQuietly = await place();
    const fresh = await place();
    await chooseOnCardPage(t, paidQuietly.formUrl, 'pay');
    await age(unpaid.orderNumber);
    await age(paidQuietly.orderNumber);
    const result = await t.services.orders.settlement.sweep();
    expect(result.settled).toBeGreaterThanOrEqual(2);
    expect(await t.order(unpaid.orderNumber)).toMatchObject({ payment_status: 'expired', done: 3 });
    expect(await t.order(paidQuietly.orderNumber)).toMatchObject({
      payment_status: 'paid',
      done: 0,
    });
    expect(await t.order(fresh.orderNumber)).toMatchObject({ payment_status: 'pending', done: 0 });
  });

  it('the gateway closes its page before the order expires', async () => {
    const order = await place();
    const gateway = t.services.payments.testGateway!;
    const registered = (await gateway.find(order.orderId))!;
    const stored = await t.order(order.orderNumber);
    expect(registered.expiresAt).toBeLessThan(new Date(stored.created_at).getTime() + 30 * 60_000);
    await t.database.db
      .update(testGatewayPayments)
      .set({ state: { ...registered, expiresAt: Date.now() - 1 } })
      .where(eq(testGatewayPayments.md_order, order.orderId));
    const res = await fetch(
      `${t.base}${new URL(order.formUrl).pathname}${new URL(order.formUrl).search}`,
    );
    expect(res.status).toBe(200);
    expect(await res.text()).not.toMatch(/value="pay"/);
    const checked = await check(t, order.orderId);
    expect(checked.body).toMatchObject({ orderStatus: 6, payment_status: 'expired' });
  });

  it('refunds a payment that arrives after the order was cancelled', async () => {
    const order = await place();
    const cancel = await t.request({
      method: 'POST',
      url: `/api/payment/orders/${order.orderNumber}/cancel`,
      token: t.seller,
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().data).toMatchObject({ done: 3, payment_status: 'pending' });
    // The payer still had the card page open.
    await chooseOnCardPage(t, order.formUrl, 'pay');
    const checked = await check(t, order.orderId);
    expect(checked.body).toMatchObject({ orderStatus: 4, payment_status: 'refunded' });
    expect(await t.gatewayStatus(order.orderId)).toMatchObject({
      orderStatus: 4,
      paymentAmountInfo: { refundedAmount: 15_150_000, depositedAmount: 15_150_000 },
    });
    expect((await check(t, order.orderId)).body).toMatchObject({ payment_status: 'refunded' });
    expect((await t.services.payments.testGateway!.find(order.orderId))!.refunds).toHaveLength(1);
  });
});

describe('interrupted refunds', () => {
  it('the sweeper finishes a refund the gateway made, and reopens one it did not', async () => {
    const made = await paidOrder(t, ring);
    const notMade = await paidOrder(t, ring);
    // The process died after marking the refunds, one before and one after the gateway call.
    for (const o of [made, notMade]) {
      await t.sql(
        sql`update orders set payment_status = 'refunding', updated_at = now() - interval '10 minutes' where id = ${o.orderNumber}`,
      );
    }
    const refund = await fetch(`${t.base}/api/test-gateway/payment/rest/refund.do`, {
      method: 'POST',
      body: new URLSearchParams({
        ...gatewayCredentials(t),
        orderId: made.orderId,
        amount: '15150000',
      }),
    });
    expect(await refund.json()).toMatchObject({ errorCode: '0' });
    await t.services.orders.settlement.sweep();
    expect(await t.order(made.orderNumber)).toMatchObject({ payment_status: 'refunded', done: 3 });
    expect(await t.order(notMade.orderNumber)).toMatchObject({ payment_status: 'paid', done: 0 });
    expect((await t.services.payments.testGateway!.find(notMade.orderId))!.refunds).toHaveLength(0);
  });
});

describe('the test gateway protocol', () => {
  const call = async (method: string, params: Record<string, string>) => {
    const res = await fetch(
      `${t.base}/api/test-gateway/payment/rest/${method}?${new URLSearchParams(params)}`,
    );
    expect(res.status).toBe(200);
    return (await res.json()) as Record<string, unknown>;
  };
  const auth = () => gatewayCredentials(t);

  it('registers by GET too, refuses duplicates, bad credentials and currencies', async () => {
    const params = {
      ...auth(),
      orderNumber: 'proto-1',
      amount: '1000',
      returnUrl: 'http://x.test/ok',
    };
    const first = await call('register.do', params);
    expect(first).toMatchObject({ errorCode: '0', orderId: expect.any(String) });
    expect(await call('register.do', params)).toMatchObject({ errorCode: '1' });
    expect(
      await call('register.do', { ...params, orderNumber: 'p2', password: 'x' }),
    ).toMatchObject({
      errorCode: '5',
    });
    expect(
      await call('register.do', { ...params, orderNumber: 'p3', currency: '840' }),
    ).toMatchObject({
      errorCode: '3',
    });
    expect(await call('register.do', { ...params, orderNumber: 'p4', amount: '0' })).toMatchObject({
      errorCode: '4',
    });
    expect(
      await call('getOrderStatusExtended.do', { ...auth(), orderNumber: 'proto-1' }),
    ).toMatchObject({
      orderStatus: 0,
      actionCode: -100,
    });
    expect(await call('getOrderStatusExtended.do', { ...auth(), orderId: 'nope' })).toMatchObject({
      errorCode: '6',
    });
  });

  it('reverses an unsettled payment; refunds no more than was paid', async () => {
    const reversed = await place();
    await chooseOnCardPage(t, reversed.formUrl, 'pay');
    expect(await call('reverse.do', { ...auth(), orderId: reversed.orderId })).toMatchObject({
      errorCode: '0',
    });
    expect(await t.gatewayStatus(reversed.orderId)).toMatchObject({ orderStatus: 3 });
    // The shop reads a reversal as a refund.
    expect((await check(t, reversed.orderId)).body).toMatchObject({ payment_status: 'refunded' });

    const refunded = await place();
    await chooseOnCardPage(t, refunded.formUrl, 'pay');
    const tooMuch = await call('refund.do', {
      ...auth(),
      orderId: refunded.orderId,
      amount: '99999999',
    });
    expect(tooMuch).toMatchObject({ errorCode: '5' });
    const unpaid = await place();
    expect(
      await call('refund.do', { ...auth(), orderId: unpaid.orderId, amount: '100' }),
    ).toMatchObject({
      errorCode: '7',
    });
  });

  it('answers nobody without the merchant password: no look-up by order number', async () => {
    const order = await place();
    const byNumber = { orderNumber: String(order.orderNumber) };
    for (const who of <Record<string, string>[]>[
      {},
      { userName: 'voski-test', password: 'voski-test' },
      { ...auth(), password: 'guess' },
    ]) {
      const answer = await call('getOrderStatusExtended.do', { ...who, ...byNumber });
      expect(answer.errorCode).toBe('5');
      expect(JSON.stringify(answer)).not.toContain(order.orderId);
    }
    expect((await call('getOrderStatusExtended.do', { ...auth(), ...byNumber })).errorCode).toBe(
      '0',
    );
  });

  it('shows the card page only to the payer sent there, and takes choices only from them', async () => {
    const order = await place();
    const token = new URL(order.formUrl).searchParams.get('token')!;
    expect(token.length).toBeGreaterThanOrEqual(32);
    for (const query of [
      `mdOrder=${order.orderId}`,
      `mdOrder=${order.orderId}&token=${token.slice(1)}x`,
    ]) {
      const res = await fetch(`${t.base}/api/test-gateway/pay?${query}`);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain(`<dd>${order.orderNumber}</dd>`);
    }
    for (const sent of <Record<string, string>[]>[{}, { token: 'guess' }]) {
      const declined = await fetch(`${t.base}/api/test-gateway/pay`, {
        method: 'POST',
        body: new URLSearchParams({ mdOrder: order.orderId, action: 'decline', ...sent }),
        redirect: 'manual',
      });
      expect(declined.status).toBe(404);
    }
    expect((await check(t, order.orderId)).body.payment_status).toBe('pending');
    // The payer still can.
    await chooseOnCardPage(t, order.formUrl, 'pay');
    expect((await check(t, order.orderId)).body.payment_status).toBe('paid');
  });

  it('is not served when switched off', async () => {
    const off = await startOrderApp({ payments: { testGateway: false } });
    try {
      const res = await fetch(`${off.base}/api/test-gateway/pay?mdOrder=x`);
      expect(res.status).toBe(404);
      const product = await off.product({ title: 'Ring', price: 1000 });
      const placed = await off.place({ ...someone(), products: [{ id: product, quantity: 1 }] });
      expect(placed.status).toBe(422);
      expect(placed.body.errors!.paymentType).toEqual([orderMessages.cardUnavailable]);
    } finally {
      await off.close();
    }
  });
});
