import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contactFormMessages as m,
  declineReasonOf,
  defaultZoneFees,
  orderMessages,
} from '@voski/contract';
import {
  check,
  chooseOnCardPage,
  someone,
  startOrderApp,
  type OrderApp,
} from './orders-fixtures.ts';
import { startTestApp } from './harness.ts';

let t: OrderApp;
let ring: number;

beforeAll(async () => {
  t = await startOrderApp();
  ring = await t.product({ title: 'Ring', price: 40_000 });
});
afterAll(() => t.close());

const place = (fields: Record<string, unknown>) =>
  t.place({ ...someone(), products: [{ id: ring, quantity: 1 }], ...fields });

async function placedOrder(fields: Record<string, unknown>) {
  const placed = await place(fields);
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return t.order(placed.body.orderNumber);
}

describe('orders to any country', () => {
  it('takes a German customer with a +49 number and a Berlin address, at the world fee', async () => {
    const order = await placedOrder({
      country: 'DE',
      region: 'Berlin',
      address: 'Unter den Linden 5, 10117 Berlin',
      phone: '+49 30 12345678',
    });
    expect(order).toMatchObject({
      country: 'DE',
      region: 'Berlin',
      phone: '+493012345678',
      delivery: defaultZoneFees.World,
      total: 40_000 + defaultZoneFees.World,
    });
  });

  it('reads national formats as numbers of the delivery country and stores E.164', async () => {
    expect((await placedOrder({ region: 'Yerevan', phone: '091 234567' })).phone).toBe(
      '+37491234567',
    );
    expect((await placedOrder({ country: 'de', region: '', phone: '030 12345678' })).phone).toBe(
      '+493012345678',
    );
  });

  it('keeps old clients working: no country means Armenia, "Russia" and "USA" name countries', async () => {
    expect(await placedOrder({ region: 'Kotayq' })).toMatchObject({
      country: 'AM',
      region: 'Kotayk',
      delivery: defaultZoneFees.Armenia,
    });
    expect(await placedOrder({ region: 'Russia', phone: '+7 (912) 345-67-89' })).toMatchObject({
      country: 'RU',
      region: 'Russia',
      delivery: defaultZoneFees.Russia,
    });
    expect(await placedOrder({ region: 'USA', phone: '+1 202 555 0143' })).toMatchObject({
      country: 'US',
      region: 'USA',
      delivery: defaultZoneFees.USA,
    });
  });

  it.each([
    [{ country: 'XX', region: 'Nowhere' }, 'country', orderMessages.country],
    [{ country: 'AM', region: 'Berlin' }, 'region', m.regionRequired],
    [{ region: 'Yerevan', phone: '091 23' }, 'phone', m.phoneFormat],
    [{ country: 'DE', region: 'Berlin', phone: '12' }, 'phone', m.phoneFormat],
    [{ country: 'DE', region: 'x'.repeat(101) }, 'region', orderMessages.regionMax],
  ])('refuses %j with a message on %s', async (change, field, text) => {
    const placed = await place(change);
    expect(placed.status).toBe(422);
    expect(placed.body.errors![field]).toEqual([text]);
  });
});

describe('delivery zones', () => {
  it('lists the zones; staff change a fee or switch a zone off, which is then refused', async () => {
    const read = await t.request({ method: 'GET', url: '/api/payment/zones' });
    expect(read.json().data).toContainEqual(
      expect.objectContaining({ zone: 'World', fee: 25_000, enabled: true }),
    );

    const set = await t.request({
      method: 'PUT',
      url: '/api/payment/zones',
      token: t.seller,
      payload: {
        zones: [
          { zone: 'World', enabled: false },
          { zone: 'USA', fee: 21_000 },
        ],
      },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().data).toContainEqual(
      expect.objectContaining({ zone: 'World', fee: 25_000, enabled: false }),
    );
    expect(set.json().data).toContainEqual(
      expect.objectContaining({ zone: 'USA', fee: 21_000, enabled: true }),
    );

    const closed = await place({ country: 'DE', region: 'Berlin', phone: '+49 30 12345678' });
    expect(closed.status).toBe(422);
    expect(closed.body.errors!.country).toEqual([orderMessages.zoneClosed]);
    expect((await placedOrder({ region: 'USA', phone: '+1 202 555 0143' })).delivery).toBe(21_000);

    // The legacy per-region list follows the zones.
    const legacy = await t.request({ method: 'GET', url: '/api/payment/delivery' });
    expect(legacy.json().data).toContainEqual({ region: 'USA', fee: 21_000 });

    await t.request({
      method: 'PUT',
      url: '/api/payment/zones',
      token: t.admin,
      payload: {
        zones: [
          { zone: 'World', enabled: true },
          { zone: 'USA', fee: 20_000 },
        ],
      },
    });
  });

  it('refuses bad zone changes and other roles', async () => {
    for (const payload of [
      { zones: [{ zone: 'Mars' }] },
      { zones: [] },
      { zones: [{ zone: 'USA', fee: -1 }] },
    ]) {
      const res = await t.request({
        method: 'PUT',
        url: '/api/payment/zones',
        token: t.admin,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
    }
    const adder = await t.request({
      method: 'PUT',
      url: '/api/payment/zones',
      token: t.adder,
      payload: { zones: [{ zone: 'USA', fee: 1 }] },
    });
    expect(adder.statusCode).toBe(403);
  });
});

describe('payment methods', () => {
  it('offers the card and the test gateway’s Idram when PayPal is not configured', async () => {
    const res = await t.request({ method: 'GET', url: '/api/payment/methods' });
    expect(res.json()).toEqual({
      data: [
        { id: 1, name: 'card' },
        { id: 2, name: 'idram' },
      ],
    });
  });

  it('adds PayPal when its keys are set', async () => {
    const withPaypal = await startTestApp({
      payments: { paypal: { url: 'http://127.0.0.1:9', clientId: 'id', clientSecret: 'secret' } },
    });
    try {
      const res = await withPaypal.request({ method: 'GET', url: '/api/payment/methods' });
      expect(res.json()).toEqual({
        data: [
          { id: 1, name: 'card' },
          { id: 3, name: 'paypal' },
          { id: 2, name: 'idram' },
        ],
      });
    } finally {
      await withPaypal.close();
    }
  });
});

describe('the quote', () => {
  const quote = (payload: Record<string, unknown>) =>
    t.request({ method: 'POST', url: '/api/payment/quote', payload });

  it('prices the basket, adds the destination’s fee and shows the total in the display currency', async () => {
    const rate = await t.request({
      method: 'PUT',
      url: '/api/rates/USD',
      token: t.admin,
      payload: { value: 400 },
    });
    expect(rate.statusCode).toBe(200);
    const res = await quote({
      products: [{ id: ring, quantity: 2, price: 40_000 }],
      country: 'DE',
      region: 'Berlin',
      currency: 'USD',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      lines: [{ id: ring, price: 40_000, quantity: 2, total: 80_000 }],
      subtotal: 80_000,
      delivery: defaultZoneFees.World,
      total: 80_000 + defaultZoneFees.World,
      currency: 'AMD',
      changed: [],
      deliverable: true,
    });
    expect(body.display).toEqual({
      currency: 'USD',
      rate: 400,
      total: (80_000 + defaultZoneFees.World) / 400,
    });
  });

  it('says which prices changed since the basket was filled, and waits for the province', async () => {
    const res = await quote({ products: [{ id: ring, quantity: 1, price: 35_000 }], region: '' });
    expect(res.json()).toMatchObject({
      changed: [{ id: ring, was: 35_000, now: 40_000 }],
      delivery: null,
      total: 40_000,
      display: { currency: 'AMD', rate: 1, total: 40_000 },
    });
  });

  it('refuses an empty basket or an unknown product with field messages', async () => {
    expect((await quote({ products: [] })).json().errors.products).toEqual([
      orderMessages.basketEmpty,
    ]);
    const unknown = await quote({ products: [{ id: 999_999, quantity: 1 }] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.products).toEqual(['Product 999999 does not exist.']);
  });
});

describe('decline reasons', () => {
  it('answers the gateway’s RBS action code with the check, for a reason in the payer’s language', async () => {
    const placed = await place({});
    await chooseOnCardPage(t, placed.body.formUrl!, 'decline');
    const checked = await check(t, placed.body.orderId);
    expect(checked.body).toMatchObject({ payment_status: 'declined', actionCode: 116 });
    expect(declineReasonOf(checked.body.actionCode)).toBe('funds');
  });
});
