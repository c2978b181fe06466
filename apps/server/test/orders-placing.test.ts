import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  contactFormMessages as m,
  defaultDeliveryFees,
  orderMessages,
  regions,
  type OrderLine,
} from '@voski/contract';
import {
  check,
  chooseOnCardPage,
  customer,
  someone,
  startOrderApp,
  type OrderApp,
} from './orders-fixtures.ts';

let t: OrderApp;
let ring: number;
let chain: number;
let hidden: number;

beforeAll(async () => {
  t = await startOrderApp();
  ring = await t.product({ title: 'Ring Sun', price: 150_000, model: 'VS-2001' });
  chain = await t.product({ title: 'Chain', price: 42_500, model: 'VS-3001' });
  hidden = await t.product({ title: 'Sold out brooch', price: 90_000, status: 0 });
});
afterAll(() => t.close());

const byNumber = async (orderNumber: number) => t.order(orderNumber);

describe('pricing', () => {
  it('prices every line from the catalogue, ignoring a forged client price', async () => {
    const placed = await t.place({
      ...someone(),
      products: [
        { id: ring, quantity: 2, price: 1, title: 'forged', total: 2 },
        { id: chain, quantity: 1, price: 0 },
      ],
    });
    expect(placed.status).toBe(201);
    expect(placed.body).toEqual({
      orderId: expect.any(String),
      formUrl: expect.stringContaining('/api/test-gateway/pay?mdOrder='),
      orderNumber: expect.any(Number),
    });
    const order = await byNumber(placed.body.orderNumber);
    const lines = JSON.parse(order.products) as OrderLine[];
    expect(lines).toEqual([
      { id: ring, title: 'Ring Sun', model: 'VS-2001', price: 150_000, quantity: 2 },
      { id: chain, title: 'Chain', model: 'VS-3001', price: 42_500, quantity: 1 },
    ]);
    expect(order.subtotal).toBe(342_500);
    expect(order.delivery).toBe(1500);
    expect(order.total).toBe(344_000);
    expect(order.payment_status).toBe('pending');
    expect(order.done).toBe(0);
    // The gateway was asked for the server's total, in luma.
    const gateway = await t.gatewayStatus(placed.body.orderId);
    expect(gateway).toMatchObject({
      errorCode: '0',
      orderNumber: String(placed.body.orderNumber),
      orderStatus: 0,
      amount: 34_400_000,
      currency: '051',
    });
  });

  it('takes the basket as a JSON string too, adding up repeated lines', async () => {
    const products = JSON.stringify([
      { id: chain, quantity: 1, price: 5 },
      { id: chain, quantity: 2 },
    ]);
    const placed = await t.place({ ...someone(), products });
    expect(placed.status).toBe(201);
    const order = await byNumber(placed.body.orderNumber);
    expect(JSON.parse(order.products)).toEqual([
      { id: chain, title: 'Chain', model: 'VS-3001', price: 42_500, quantity: 3 },
    ]);
    expect(order.total).toBe(3 * 42_500 + 1500);
  });

  it('keeps the price an order was placed at when the catalogue changes later', async () => {
    const cheap = await t.product({ title: 'Pin', price: 10_000 });
    const placed = await t.place({ ...someone(), products: [{ id: cheap, quantity: 1 }] });
    const res = await t.request({
      method: 'POST',
      url: `/api/products/${cheap}`,
      token: t.admin,
      ...(await import('./catalog-fixtures.ts').then((f) => f.multipart({ price: 99_000 }))),
    });
    expect(res.statusCode).toBe(200);
    expect((await byNumber(placed.body.orderNumber)).total).toBe(11_500);
  });

  it('refuses unknown and unavailable products, naming each, and stores nothing', async () => {
    const before = (await t.orders()).length;
    const placed = await t.place({
      ...someone(),
      products: [
        { id: ring, quantity: 1 },
        { id: 987_654, quantity: 1 },
        { id: hidden, quantity: 1 },
      ],
    });
    expect(placed.status).toBe(422);
    expect(placed.body.errors!.products).toEqual([
      'Product 987654 does not exist.',
      `“Sold out brooch” (product ${hidden}) is not available.`,
    ]);
    expect((await t.orders()).length).toBe(before);
  });

  it.each([
    [{ products: [] }, 'products', orderMessages.basketEmpty],
    [{ products: '' }, 'products', orderMessages.basketEmpty],
    [{ products: 'not json' }, 'products', orderMessages.basketFormat],
    [{ products: [{ id: 1, quantity: 0 }] }, 'products.0.quantity', orderMessages.quantity],
    [{ products: [{ id: 1, quantity: 101 }] }, 'products.0.quantity', orderMessages.quantity],
    [{ products: [{ id: 1, quantity: 1.5 }] }, 'products.0.quantity', orderMessages.quantity],
    [{ products: [{ quantity: 1 }] }, 'products.0.id', orderMessages.productId],
  ])('refuses the basket %j', async (change, field, text) => {
    const placed = await t.place({ ...someone(), ...change });
    expect(placed.status).toBe(422);
    expect(placed.body.errors![field]).toEqual([text]);
  });

  it('refuses more than 100 of one product, even split over lines', async () => {
    const placed = await t.place({
      ...someone(),
      products: [
        { id: ring, quantity: 60 },
        { id: ring, quantity: 41 },
      ],
    });
    expect(placed.status).toBe(422);
    expect(placed.body.errors!.products).toEqual([expect.stringMatching(/1 to 100/)]);
  });
});

describe('customer fields', () => {
  it.each([
    [{ name: '' }, 'name', m.nameRequired],
    [{ surname: undefined }, 'surname', m.surnameRequired],
    [{ email: '' }, 'email', m.emailRequired],
    [{ email: 'anahit@' }, 'email', m.emailFormat],
    [{ phone: '' }, 'phone', m.phoneRequired],
    [{ phone: '+44 20 79' }, 'phone', m.phoneFormat],
    [{ region: '' }, 'region', m.regionRequired],
    [{ region: 'Mars' }, 'region', m.regionRequired],
    [{ address: '  ' }, 'address', m.addressRequired],
    [{ address: undefined }, 'address', m.addressRequired],
    [{ paymentType: undefined }, 'paymentType', m.paymentTypeRequired],
    [{ paymentType: 4 }, 'paymentType', m.paymentTypeRequired],
    [{ message: 'x'.repeat(201) }, 'message', m.messageMax],
  ])('refuses %j with the contact form’s message', async (change, field, text) => {
    const placed = await t.place({ ...customer, products: [{ id: ring, quantity: 1 }], ...change });
    expect(placed.status).toBe(422);
    expect(placed.body.errors![field]).toEqual([text]);
  });

  it('accepts no message, a numeric-string payment type, and normalises the phone', async () => {
    const placed = await t.place({
      ...someone(),
      message: undefined,
      paymentType: '1',
      phone: '+7 (912) 345-67-89',
      products: [{ id: ring, quantity: 1 }],
    });
    expect(placed.status).toBe(201);
    const order = await byNumber(placed.body.orderNumber);
    expect(order.message).toBe('');
    expect(order.phone).toBe('+79123456789');
  });

  it('says PayPal is not available when it is not configured', async () => {
    const placed = await t.place({
      ...someone(),
      paymentType: 3,
      products: [{ id: ring, quantity: 1 }],
    });
    expect(placed.status).toBe(422);
    expect(placed.body.errors!.paymentType).toEqual([orderMessages.paypalUnavailable]);
  });
});

describe('delivery fees', () => {
  it('adds each region’s default fee', async () => {
    for (const region of regions) {
      const placed = await t.place({
        ...someone(),
        region,
        products: [{ id: chain, quantity: 1 }],
      });
      expect(placed.status, region).toBe(201);
      const order = await byNumber(placed.body.orderNumber);
      expect(order.region).toBe(region);
      expect(order.delivery, region).toBe(defaultDeliveryFees[region]);
      expect(order.total, region).toBe(42_500 + defaultDeliveryFees[region]);
    }
    expect(defaultDeliveryFees).toMatchObject({
      Russia: 8500,
      USA: 20_000,
      Yerevan: 1500,
      Lori: 1500,
    });
  });

  it('lets staff change a fee; new orders use it, placed ones keep theirs', async () => {
    const before = await t.place({
      ...someone(),
      region: 'Russia',
      products: [{ id: chain, quantity: 1 }],
    });
    const set = await t.request({
      method: 'PUT',
      url: '/api/payment/delivery',
      token: t.seller,
      payload: { fees: [{ region: 'Russia', fee: 9900 }] },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().data).toContainEqual({ region: 'Russia', fee: 9900 });
    const read = await t.request({ method: 'GET', url: '/api/payment/delivery' });
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toHaveLength(regions.length);
    expect(read.json().data).toContainEqual({ region: 'Russia', fee: 9900 });
    expect(read.json().data).toContainEqual({ region: 'USA', fee: 20_000 });

    const after = await t.place({
      ...someone(),
      region: 'Russia',
      products: [{ id: chain, quantity: 1 }],
    });
    expect((await byNumber(after.body.orderNumber)).delivery).toBe(9900);
    expect((await byNumber(before.body.orderNumber)).delivery).toBe(8500);
  });

  it('refuses bad fees and keeps them from other roles', async () => {
    for (const payload of [
      { fees: [{ region: 'Mars', fee: 1 }] },
      { fees: [{ region: 'USA', fee: -1 }] },
      { fees: [{ region: 'USA', fee: 1.5 }] },
      { fees: [] },
      {},
    ]) {
      const res = await t.request({
        method: 'PUT',
        url: '/api/payment/delivery',
        token: t.admin,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
    }
    const adder = await t.request({
      method: 'PUT',
      url: '/api/payment/delivery',
      token: t.adder,
      payload: { fees: [{ region: 'USA', fee: 1 }] },
    });
    expect(adder.statusCode).toBe(403);
    const visitor = await t.request({
      method: 'PUT',
      url: '/api/payment/delivery',
      payload: { fees: [{ region: 'USA', fee: 1 }] },
    });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('double clicks', () => {
  it('answers an Idempotency-Key again with the first order', async () => {
    const body = { ...someone(), products: [{ id: ring, quantity: 1 }] };
    const first = await t.place(body, { 'idempotency-key': 'click-1' });
    const again = await t.place(
      { ...body, products: [{ id: ring, quantity: 1, price: 3 }] },
      {
        'idempotency-key': 'click-1',
      },
    );
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const mine = (await t.orders()).filter((o) => o.email === body.email);
    expect(mine).toHaveLength(1);
  });

  it('refuses an Idempotency-Key reused for a different order', async () => {
    const body = { ...someone(), products: [{ id: ring, quantity: 1 }] };
    expect((await t.place(body, { 'idempotency-key': 'click-2' })).status).toBe(201);
    const other = await t.place(
      { ...body, products: [{ id: chain, quantity: 1 }] },
      {
        'idempotency-key': 'click-2',
      },
    );
    expect(other.status).toBe(422);
    expect(other.body.errors!['Idempotency-Key']).toHaveLength(1);
  });

  it('answers the same customer and basket within the window with the first order', async () => {
    const body = { ...someone(), products: [{ id: ring, quantity: 1 }] };
    const first = await t.place(body);
    const second = await t.place(body, { 'idempotency-key': 'fresh-key' });
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    // The fresh key now names that order too.
    const third = await t.place(body, { 'idempotency-key': 'fresh-key' });
    expect(third.body).toEqual(first.body);

    const otherBasket = await t.place({ ...body, products: [{ id: ring, quantity: 2 }] });
    expect(otherBasket.status).toBe(201);
    expect(otherBasket.body.orderId).not.toBe(first.body.orderId);

    // Once the window has passed, the same basket is a new order.
    await t.sql(sql`update order_claims set expires_at = now() - interval '1 second'`);
    const later = await t.place(body);
    expect(later.status).toBe(201);
    expect(later.body.orderId).not.toBe(first.body.orderId);
  });

  it('places a new order for a try after the first was declined or given up, within the window', async () => {
    const body = { ...someone(), products: [{ id: ring, quantity: 1 }] };
    const first = await t.place(body, { 'idempotency-key': 'try-1' });
    expect(first.status).toBe(201);
    await chooseOnCardPage(t, first.body.formUrl!, 'decline');
    await check(t, first.body.orderId);
    expect((await t.order(first.body.orderNumber)).done).toBe(3);

    // the same customer and basket a moment later, with the next attempt's key
    const second = await t.place(body, { 'idempotency-key': 'try-2' });
    expect(second.status).toBe(201);
    expect(second.body.orderNumber).not.toBe(first.body.orderNumber);
    // a double click of that try is still the one order
    const doubled = await t.place(body);
    expect(doubled.status).toBe(200);
    expect(doubled.body.orderNumber).toBe(second.body.orderNumber);

    // the customer gives the open one up: the next try is a new order again
    const token = (await check(t, second.body.orderId)).body.order_token as string;
    const given = await t.request({ method: 'POST', url: `/api/payment/order/${token}/cancel` });
    expect(given.statusCode).toBe(200);
    const third = await t.place(body, { 'idempotency-key': 'try-3' });
    expect(third.status).toBe(201);
    expect(third.body.orderNumber).not.toBe(second.body.orderNumber);
    // an Idempotency-Key still answers its own order, closed or not
    const replayed = await t.place(body, { 'idempotency-key': 'try-1' });
    expect(replayed.status).toBe(200);
    expect(replayed.body.orderNumber).toBe(first.body.orderNumber);
  });

  it('creates one order from simultaneous requests, with or without a key', async () => {
    const keyed = { ...someone(), products: [{ id: chain, quantity: 1 }] };
    const plain = { ...someone(), products: [{ id: chain, quantity: 2 }] };
    const answers = await Promise.all([
      ...Array.from({ length: 8 }, () => t.place(keyed, { 'idempotency-key': 'burst' })),
      ...Array.from({ length: 8 }, () => t.place(plain)),
    ]);
    const keyedAnswers = answers.slice(0, 8);
    const plainAnswers = answers.slice(8);
    for (const group of [keyedAnswers, plainAnswers]) {
      expect(group.filter((a) => a.status === 201)).toHaveLength(1);
      expect(group.every((a) => a.status === 201 || a.status === 200)).toBe(true);
      expect(new Set(group.map((a) => a.body.orderId)).size).toBe(1);
    }
    const all = await t.orders();
    expect(all.filter((o) => o.email === keyed.email)).toHaveLength(1);
    expect(all.filter((o) => o.email === plain.email)).toHaveLength(1);
  });

  it('throttles one IP placing many orders', async () => {
    const small = await startOrderApp({ payments: { orderLimitPerIp: 2 } });
    try {
      const product = await small.product({ title: 'Tiny', price: 100 });
      const place = (i: number) =>
        small.request({
          method: 'POST',
          url: '/api/payment/signIn',
          remoteAddress: '10.9.0.1',
          payload: { ...someone(), products: [{ id: product, quantity: i }] },
        });
      expect((await place(1)).statusCode).toBe(201);
      expect((await place(2)).statusCode).toBe(201);
      const third = await place(3);
      expect(third.statusCode).toBe(429);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await small.close();
    }
  });
});

describe('the gateway', () => {
  it('answers 502 and stores nothing when the card gateway does not answer', async () => {
    const down = await startOrderApp({
      payments: {
        card: { url: 'http://127.0.0.1:9/payment/rest', userName: 'u', password: 'p' },
        timeoutMs: 2000,
      },
    });
    try {
      const product = await down.product({ title: 'Ring', price: 1000 });
      const placed = await down.place({ ...someone(), products: [{ id: product, quantity: 1 }] });
      expect(placed.status).toBe(502);
      expect(placed.body).toEqual({ message: orderMessages.gatewayDown });
      expect(await down.orders()).toEqual([]);
    } finally {
      await down.close();
    }
  });

  it('answers 502 when the gateway refuses the shop’s credentials', async () => {
    const wrong = await startOrderApp({
      payments: { card: { url: undefined, userName: 'voski-test', password: 'wrong' } },
    });
    try {
      const product = await wrong.product({ title: 'Ring', price: 1000 });
      const placed = await wrong.place({ ...someone(), products: [{ id: product, quantity: 1 }] });
      expect(placed.status).toBe(502);
    } finally {
      await wrong.close();
    }
  });
});

describe('the API document', () => {
  it('lists the order, payment and test gateway routes', async () => {
    const res = await t.request({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/payment/signIn',
        '/api/payment/check',
        '/api/payment/orders',
        '/api/payment/filter',
        '/api/payment/doneOrInProgress/{id}/{done}',
        '/api/payment/orders/{id}',
        '/api/payment/orders/{id}/cancel',
        '/api/payment/orders/{id}/history',
        '/api/payment/delivery',
        '/api/test-gateway/payment/rest/register.do',
        '/api/test-gateway/pay',
      ]),
    );
    const signIn = doc.paths['/api/payment/signIn'].post;
    expect(JSON.stringify(signIn.parameters)).toMatch(/idempotency-key/);
    expect(signIn.requestBody.content['application/json'].schema.properties).toHaveProperty(
      'products',
    );
  });
});
