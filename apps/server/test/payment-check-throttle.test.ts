import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { clientKey } from '../src/http/client-key.ts';
import {
  chooseOnCardPage,
  someone,
  startOrderApp,
  type OrderApp,
  type PlaceAnswer,
} from './orders-fixtures.ts';

/**
 * Issue 34: the payment check and the ways back that ask the gateway (each with the merchant's
 * credentials) are counted per client before they ask.
 */
const LIMIT = 3;
let t: OrderApp;
let ring: number;

beforeAll(async () => {
  // Behind one proxy, as the shop: the client is the forwarded address.
  t = await startOrderApp({ config: { trustProxy: 1 }, payments: { checkLimitPerIp: LIMIT } });
  ring = await t.product({ title: 'Ring Areg', price: 82_000 });
});
afterAll(() => t.close());

const from = (ip: string) => ({ 'x-forwarded-for': ip });

const checkFrom = (ip: string, orderId: string) =>
  t.request({ method: 'POST', url: '/api/payment/check', payload: { orderId }, headers: from(ip) });

/** A card order paid on the gateway's page, which the shop has not asked about yet. */
async function paidUnchecked(): Promise<PlaceAnswer> {
  const placed = await t.place({ ...someone(), products: [{ id: ring, quantity: 1 }] });
  expect(placed.status).toBe(201);
  await chooseOnCardPage(t, placed.body.formUrl!, 'pay');
  return placed.body;
}

const paymentStatus = async (order: PlaceAnswer) =>
  (await t.order(order.orderNumber)).payment_status;

describe('asking the gateway about payments', () => {
  it('is counted per client before the gateway is asked: past the limit 429 and no ask', async () => {
    const ip = '203.0.113.7';
    for (let i = 0; i < LIMIT; i++) {
      expect((await checkFrom(ip, `unknown-${i}`)).statusCode).toBe(404);
    }
    const order = await paidUnchecked();
    const refused = await checkFrom(ip, order.orderId);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Too many payment checks. Please try again later.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await paymentStatus(order)).toBe('pending');

    // the PayPal return and the old return page still send the payer on, without asking
    const paypal = await t.request({
      method: 'GET',
      url: `/api/payment/paypal/return?token=${order.orderId}`,
      headers: from(ip),
    });
    expect(paypal.statusCode).toBe(303);
    expect(paypal.headers.location).toBe(
      `http://shop.test/payment/success?orderId=${encodeURIComponent(order.orderId)}`,
    );
    const legacy = await t.request({
      method: 'GET',
      url: `/payment/returnUrl?orderId=${order.orderId}`,
      headers: from(ip),
    });
    expect(legacy.statusCode).toBe(303);
    expect(legacy.headers.location).toBe(
      `/payment/success?orderId=${encodeURIComponent(order.orderId)}`,
    );
    expect(await paymentStatus(order)).toBe('pending');

    // another client is not held up
    const other = await checkFrom('198.51.100.20', order.orderId);
    expect(other.statusCode).toBe(200);
    expect(await paymentStatus(order)).toBe('paid');
  });

  it('counts the return addresses that ask the gateway too', async () => {
    const ip = '203.0.113.8';
    const order = await paidUnchecked();
    for (let i = 0; i < LIMIT - 1; i++) {
      const res = await t.request({
        method: 'GET',
        url: `/api/payment/paypal/return?token=unknown-${i}`,
        headers: from(ip),
      });
      expect(res.statusCode).toBe(303);
    }
    const legacy = await t.request({
      method: 'GET',
      url: `/payment/returnUrl?orderId=unknown`,
      headers: from(ip),
    });
    expect(legacy.headers.location).toBe('/payment/success?orderId=unknown');
    expect((await checkFrom(ip, order.orderId)).statusCode).toBe(429);
  });

  it('counts an IPv6 /64 as one client', async () => {
    const order = await paidUnchecked();
    for (let i = 1; i <= LIMIT; i++) {
      expect((await checkFrom(`2001:db8:1:2::${i}`, `unknown-${i}`)).statusCode).toBe(404);
    }
    expect((await checkFrom('2001:db8:1:2:ffff:1:2:3', order.orderId)).statusCode).toBe(429);
    expect((await checkFrom('2001:db8:1:3::1', order.orderId)).statusCode).toBe(200);
  });
});

describe('the client key', () => {
  it('is the IPv4 address, or the IPv6 /64', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0DB8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('not an address')).toBe('not an address');
  });
});

describe('PAYMENT_CHECK_IP_LIMIT', () => {
  it('is 120 by default, 0 turns it off, and nonsense stops the start', () => {
    expect(loadConfig({}).payments.checkLimitPerIp).toBe(120);
    expect(loadConfig({ PAYMENT_CHECK_IP_LIMIT: '0' }).payments.checkLimitPerIp).toBe(0);
    expect(() => loadConfig({ PAYMENT_CHECK_IP_LIMIT: '-1' })).toThrow(/PAYMENT_CHECK_IP_LIMIT/);
  });
});
