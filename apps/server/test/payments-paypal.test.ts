import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amdToUsd } from '../src/modules/payments/providers/paypal/usd.ts';
import {
  check,
  history,
  mailText,
  someone,
  startOrderApp,
  type OrderApp,
} from './orders-fixtures.ts';

/**
 * A local stand-in for PayPal's REST API: OAuth client credentials, Orders v2 create, get,
 * capture, and refund of a capture, honouring PayPal-Request-Id. Its approve link plays the
 * payer approving at PayPal and sends them back to the shop's return_url, as PayPal does.
 */
interface FakeOrder {
  id: string;
  status: string;
  amount: { currency_code: string; value: string };
  returnUrl: string;
  cancelUrl: string;
  capture?: { id: string; status: string };
}

class FakePayPal {
  readonly orders = new Map<string, FakeOrder>();
  readonly calls: string[] = [];
  readonly created: unknown[] = [];
  captures = 0;
  refunds: string[] = [];
  tokenRequests = 0;
  private tokens = new Set<string>();
  private replies = new Map<string, [number, unknown]>();
  private server: Server | undefined;
  base = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    this.base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  /** Every token given so far stops working (PayPal tokens expire). */
  expireTokens(): void {
    this.tokens.clear();
  }

  private view(o: FakeOrder) {
    return {
      id: o.id,
      status: o.status,
      purchase_units: [
        {
          amount: o.amount,
          payments: o.capture
            ? { captures: [{ id: o.capture.id, status: o.capture.status, amount: o.amount }] }
            : undefined,
        },
      ],
      links: [{ rel: 'approve', href: `${this.base}/checkoutnow?token=${o.id}`, method: 'GET' }],
    };
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString();
    const url = new URL(req.url!, this.base);
    this.calls.push(`${req.method} ${url.pathname}`);
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(body === undefined ? '' : JSON.stringify(body));
    };
    const problem = (status: number, issue: string) =>
      send(status, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue }] });

    if (req.method === 'POST' && url.pathname === '/v1/oauth2/token') {
      this.tokenRequests++;
      const expected = `Basic ${Buffer.from('client-id:client-secret').toString('base64')}`;
      if (req.headers.authorization !== expected || raw !== 'grant_type=client_credentials') {
        return send(401, { error: 'invalid_client' });
      }
      const token = randomUUID();
      this.tokens.add(token);
      return send(200, { access_token: token, token_type: 'Bearer', expires_in: 32_400 });
    }
    if (req.method === 'GET' && url.pathname === '/checkoutnow') {
      const order = this.orders.get(url.searchParams.get('token') ?? '');
      if (!order) return send(404, {});
      order.status = 'APPROVED';
      const back = new URL(order.returnUrl);
      back.searchParams.set('token', order.id);
      back.searchParams.set('PayerID', 'PAYER1');
      res.writeHead(302, { location: back.toString() });
      return void res.end();
    }

    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!bearer || !this.tokens.has(bearer)) return send(401, { error: 'invalid_token' });
    const requestId = req.headers['paypal-request-id'];
    const key = typeof requestId === 'string' ? `${url.pathname} ${requestId}` : undefined;
    if (key && this.replies.has(key)) {
      const [status, body] = this.replies.get(key)!;
      return send(status, body);
    }
    const reply = (status: number, body: unknown) => {
      if (key) this.replies.set(key, [status, body]);
      send(status, body);
    };

    if (req.method === 'POST' && url.pathname === '/v2/checkout/orders') {
      const body = JSON.parse(raw);
      this.created.push(body);
      if (body.intent !== 'CAPTURE') return problem(422, 'INVALID_INTENT');
      const order: FakeOrder = {
        id: randomUUID().replaceAll('-', '').slice(0, 17).toUpperCase(),
        status: 'CREATED',
        amount: body.purchase_units[0].amount,
        returnUrl: body.application_context.return_url,
        cancelUrl: body.application_context.cancel_url,
      };
      this.orders.set(order.id, order);
      return reply(201, this.view(order));
    }
    const orderPath = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(url.pathname);
    if (orderPath) {
      const order = this.orders.get(orderPath[1]!);
      if (!order) return problem(404, 'RESOURCE_NOT_FOUND');
      if (req.method === 'GET' && !orderPath[2]) return send(200, this.view(order));
      if (req.method === 'POST' && orderPath[2]) {
        if (order.status === 'COMPLETED') return problem(422, 'ORDER_ALREADY_CAPTURED');
        if (order.status !== 'APPROVED') return problem(422, 'ORDER_NOT_APPROVED');
        this.captures++;
        order.status = 'COMPLETED';
        order.capture = { id: `CAP-${order.id}`, status: 'COMPLETED' };
        return reply(201, this.view(order));
      }
    }
    const refundPath = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(url.pathname);
    if (req.method === 'POST' && refundPath) {
      const order = [...this.orders.values()].find((o) => o.capture?.id === refundPath[1]);
      if (!order?.capture) return problem(404, 'RESOURCE_NOT_FOUND');
      if (order.capture.status === 'REFUNDED') return problem(422, 'CAPTURE_FULLY_REFUNDED');
      order.capture.status = 'REFUNDED';
      this.refunds.push(order.capture.id);
      return reply(201, { id: `REF-${order.id}`, status: 'COMPLETED' });
    }
    return send(404, { name: 'NOT_FOUND' });
  }
}

let paypal: FakePayPal;
let t: OrderApp;
let ring: number;

beforeAll(async () => {
  paypal = new FakePayPal();
  await paypal.start();
  t = await startOrderApp({
    payments: {
      paypal: { url: paypal.base, clientId: 'client-id', clientSecret: 'client-secret' },
    },
  });
  ring = await t.product({ title: 'Ring Sun', price: 150_000 });
});
afterAll(async () => {
  await t.close();
  await paypal.stop();
});

const placePayPal = async () => {
  const placed = await t.place({
    ...someone(),
    paymentType: 3,
    products: [{ id: ring, quantity: 1 }],
  });
  expect(placed.status).toBe(201);
  return placed.body as { orderId: string; approval_url: string; orderNumber: number };
};

/** The payer approves at PayPal and comes back through the shop's return route. */
async function approveAndReturn(approvalUrl: string): Promise<URL> {
  const atPayPal = await fetch(approvalUrl, { redirect: 'manual' });
  expect(atPayPal.status).toBe(302);
  const returnUrl = new URL(atPayPal.headers.get('location')!);
  expect(returnUrl.pathname).toBe('/api/payment/paypal/return');
  const back = await fetch(`${t.base}${returnUrl.pathname}${returnUrl.search}`, {
    redirect: 'manual',
  });
  expect(back.status).toBe(303);
  return new URL(back.headers.get('location')!, 'http://shop.test');
}

describe('amdToUsd', () => {
  it('rounds up to the cent, in integers', () => {
    expect(amdToUsd(151_500, 387.5)).toBe('390.97'); // 390.9677…
    expect(amdToUsd(387_500, 387.5)).toBe('1000.00');
    expect(amdToUsd(1, 400)).toBe('0.01');
    expect(amdToUsd(0, 400)).toBe('0.00');
    expect(amdToUsd(100, 0.1)).toBe('1000.00');
    expect(amdToUsd(20_000_000_000, 387.123456)).toBe('51663105.64');
    expect(() => amdToUsd(1, 0)).toThrow(RangeError);
  });
});

describe('PayPal (Orders v2) against a local fake', () => {
  it('is unavailable while the shop has no USD rate', async () => {
    const placed = await t.place({
      ...someone(),
      paymentType: 3,
      products: [{ id: ring, quantity: 1 }],
    });
    expect(placed.status).toBe(503);
    await t.services.rates.setManual('USD', 387.5);
  });

  it('creates an order in USD at the stored rate and answers the approve link', async () => {
    const order = await placePayPal();
    expect(order).toEqual({
      orderId: expect.any(String),
      approval_url: `${paypal.base}/checkoutnow?token=${order.orderId}`,
      orderNumber: expect.any(Number),
    });
    expect(paypal.created.at(-1)).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: String(order.orderNumber),
          amount: { currency_code: 'USD', value: '390.97' },
        },
      ],
      application_context: {
        return_url: 'http://shop.test/api/payment/paypal/return',
        cancel_url: 'http://shop.test/api/payment/paypal/cancel',
      },
    });
    const stored = await t.order(order.orderNumber);
    expect(stored).toMatchObject({ payment_type: 3, payment_id: order.orderId, total: 151_500 });
  });

  it('captures on return, once, and the check says paid', async () => {
    const order = await placePayPal();
    expect((await check(t, order.orderId)).body).toMatchObject({
      orderStatus: 0,
      payment_status: 'pending',
    });
    const captures = paypal.captures;
    const page = await approveAndReturn(order.approval_url);
    expect(page.pathname).toBe('/payment/success');
    expect(page.searchParams.get('orderId')).toBe(order.orderId);
    expect(paypal.captures).toBe(captures + 1);

    const answers = await Promise.all(Array.from({ length: 5 }, () => check(t, order.orderId)));
    for (const a of answers) {
      expect(a.body).toEqual({
        orderStatus: 2,
        actionCodeDescription: 'Request processed successfully',
        actionCode: 0,
        payment_status: 'paid',
        orderNumber: order.orderNumber,
        order_token: expect.any(String),
      });
    }
    expect(paypal.captures).toBe(captures + 1);
    const paid = (await history(t, order.orderNumber)).filter((e) => e.to === 'paid');
    expect(paid).toHaveLength(1);
  });

  it('charges at the rate recorded with the order, and checks the capture against its AMD total', async () => {
    const order = await placePayPal();
    // An Admin changes the rate after the order was placed: the order's charge stays.
    await t.services.rates.setManual('USD', 500, true);
    await approveAndReturn(order.approval_url);
    expect((await check(t, order.orderId)).body.payment_status).toBe('paid');
    await t.services.rates.setManual('USD', 387.5, true);

    // A capture that does not match the order's AMD total at its rate is never taken as paid.
    const tampered = await placePayPal();
    await t.sql(
      sql`update orders set payment_details = jsonb_set(payment_details, '{rate}', '300') where id = ${tampered.orderNumber}`,
    );
    await approveAndReturn(tampered.approval_url);
    const checked = await check(t, tampered.orderId);
    expect(checked.status).toBeGreaterThanOrEqual(500);
    expect((await t.order(tampered.orderNumber)).payment_status).toBe('pending');
  });

  it('captures at the check when the payer came back another way, even concurrently', async () => {
    const order = await placePayPal();
    // Approved at PayPal, but the return route was never reached.
    await fetch(order.approval_url, { redirect: 'manual' });
    const captures = paypal.captures;
    const answers = await Promise.all(Array.from({ length: 4 }, () => check(t, order.orderId)));
    for (const a of answers)
      expect(a.body).toMatchObject({ orderStatus: 2, payment_status: 'paid' });
    expect(paypal.captures).toBe(captures + 1);
  });

  it('sends a payer who cancelled at PayPal to the failure page', async () => {
    const order = await placePayPal();
    const res = await fetch(`${t.base}/api/payment/paypal/cancel?token=${order.orderId}`, {
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(
      `http://shop.test/payment/failure?orderId=${order.orderId}`,
    );
    expect((await check(t, order.orderId)).body.payment_status).toBe('pending');
  });

  it('refunds the capture when staff cancel a paid PayPal order', async () => {
    const order = await placePayPal();
    await approveAndReturn(order.approval_url);
    const res = await t.request({
      method: 'POST',
      url: `/api/payment/orders/${order.orderNumber}/cancel`,
      token: t.seller,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ done: 3, payment_status: 'refunded' });
    expect(paypal.refunds).toEqual([`CAP-${order.orderId}`]);
    expect((await check(t, order.orderId)).body).toMatchObject({ payment_status: 'refunded' });
    // the customer is told where the money went: their PayPal account, not a card
    const notice = await mailText(t, 'order-status', order.orderNumber);
    expect(notice).toContain(
      'Վճարումը վերադարձվել է Ձեր PayPal հաշվին. այն կարող է երևալ մի քանի օրվա ընթացքում։',
    );
    expect(notice).not.toContain('քարտին');
  });

  it('gets a new token when PayPal no longer accepts the old one', async () => {
    const before = paypal.tokenRequests;
    await placePayPal();
    await placePayPal();
    expect(paypal.tokenRequests).toBe(before);
    paypal.expireTokens();
    await placePayPal();
    expect(paypal.tokenRequests).toBe(before + 1);
  });
});
