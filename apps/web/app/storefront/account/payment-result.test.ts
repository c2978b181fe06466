import { describe, expect, it } from 'vitest';
import { defaultZones } from '@voski/contract';
import { orderTotals } from '../checkout/checkout-totals';
import { interpretCheck, paidOrderEmptiesBasket } from './payment-result';
import { shopAnswer } from '../../lib/shop-api';
import { robotsTxt } from '../../lib/sitemap';

/** A payment check's answer: an unpaid order with no token unless the test says otherwise. */
const checkAnswer = (fields: Record<string, unknown>) =>
  shopAnswer(200, {
    orderStatus: 0,
    actionCodeDescription: '',
    actionCode: 0,
    order_token: null,
    ...fields,
  });

describe('the payment check', () => {
  it('is paid with payment_status paid', () => {
    expect(
      interpretCheck(
        checkAnswer({
          orderStatus: 2,
          actionCodeDescription: 'Request processed successfully',
          payment_status: 'paid',
          orderNumber: 12,
          order_token: 'abc',
        }),
      ),
    ).toEqual({ kind: 'paid', orderNumber: 12, orderToken: 'abc' });
  });

  it('is pending until the gateway settles it', () => {
    expect(
      interpretCheck(checkAnswer({ payment_status: 'pending', orderNumber: 3, order_token: null })),
    ).toEqual({ kind: 'pending', orderNumber: 3, orderToken: null });
    expect(
      interpretCheck(
        checkAnswer({ payment_status: 'pending', orderNumber: 3, order_token: 'xyz' }),
      ),
    ).toEqual({ kind: 'pending', orderNumber: 3, orderToken: 'xyz' });
  });

  it('has failed when declined, expired or refunded, with the reason of the RBS action code', () => {
    const check = (payment_status: string, actionCode = 0) =>
      interpretCheck(
        checkAnswer({
          orderStatus: 6,
          actionCodeDescription: 'Insufficient funds',
          actionCode,
          payment_status,
          orderNumber: 4,
        }),
      );
    expect(check('declined', 116)).toEqual({ kind: 'failed', orderNumber: 4, reason: 'funds' });
    expect(check('declined', 101)).toMatchObject({ reason: 'expiredCard' });
    expect(check('declined', 151017)).toMatchObject({ reason: 'authentication' });
    expect(check('declined', 4242)).toMatchObject({ reason: 'other' });
    expect(check('declined')).toMatchObject({ reason: 'other' });
    expect(check('expired', -2007)).toMatchObject({ reason: 'timeout' });
    expect(check('expired')).toMatchObject({ reason: 'timeout' });
    expect(check('refunded')).toMatchObject({ reason: null });
  });

  it('tells an unknown payment from a check that could not be made', () => {
    expect(interpretCheck(shopAnswer(404, { message: 'Order not found.' }))).toEqual({
      kind: 'notFound',
    });
    expect(interpretCheck(shopAnswer(422, { message: 'The orderId field is required.' }))).toEqual({
      kind: 'notFound',
    });
    expect(
      interpretCheck(shopAnswer(502, { message: 'The payment service is not available.' })),
    ).toEqual({
      kind: 'unknown',
    });
    expect(interpretCheck(shopAnswer(200, null))).toEqual({ kind: 'unknown' });
  });

  it('empties the basket once, for the order this tab placed or when it placed none', () => {
    expect(paidOrderEmptiesBasket({ orderId: 'md', orderNumber: 5 }, null, 5)).toBe(true);
    expect(paidOrderEmptiesBasket({ orderId: 'md', orderNumber: 6 }, null, 5)).toBe(false);
    expect(paidOrderEmptiesBasket(null, null, 5)).toBe(true);
    expect(paidOrderEmptiesBasket(null, 4, 5)).toBe(true);
    // the success page of an order already settled here, opened again
    expect(paidOrderEmptiesBasket(null, 5, 5)).toBe(false);
  });
});

describe('the confirmation totals', () => {
  const items = [
    { id: 1, price: 78_400, quantity: 2 },
    { id: 2, price: 181_300, quantity: 1 },
  ];

  const zones = defaultZones;

  it('add the destination’s zone fee', () => {
    expect(orderTotals(items, { country: 'US', region: 'Texas' }, zones)).toEqual({
      subtotal: 338_100,
      delivery: 20_000,
      total: 358_100,
    });
    expect(orderTotals(items, { country: 'DE', region: '' }, zones).delivery).toBe(25_000);
  });

  it('take a code’s amount off, and its fee when the code makes the delivery free', () => {
    expect(orderTotals(items, { country: 'US', region: 'Texas' }, zones, 8_100, true)).toEqual({
      subtotal: 338_100,
      delivery: 0,
      total: 330_000,
    });
    expect(orderTotals(items, { country: 'AM', region: '' }, zones, 0, true).delivery).toBeNull();
  });

  it('leave the fee out when the goods reach the zone’s free amount', () => {
    const free = zones.map((z) => (z.zone === 'USA' ? { ...z, free_above: 338_100 } : z));
    expect(orderTotals(items, { country: 'US', region: 'Texas' }, free).delivery).toBe(0);
    expect(orderTotals(items, { country: 'US', region: 'Texas' }, free, 100).delivery).toBe(20_000);
  });

  it('leave the fee out until an Armenian region is chosen, or when it is not known', () => {
    expect(orderTotals(items, { country: 'AM', region: '' }, zones)).toMatchObject({
      delivery: null,
      total: 338_100,
    });
    expect(orderTotals(items, { country: 'AM', region: 'Lori' }, null).delivery).toBeNull();
  });
});

describe('robots.txt', () => {
  it('keeps the payment result pages out in every language', () => {
    const robots = robotsTxt('https://voski.am');
    for (const path of ['/payment/', '/en/payment/', '/ru/payment/']) {
      expect(robots).toContain(`Disallow: ${path}\n`);
    }
  });
});
