import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  check,
  cookieOf,
  placingBrowser,
  someone,
  startOrderApp,
  type OrderApp,
  type PlaceAnswer,
} from './orders-fixtures.ts';

/**
 * Issue 34, finding 1: order numbers count up, so nothing that answers for an order number (or
 * for another customer's payment id) may lead to the order's link or its customer's details.
 */
let t: OrderApp;
let ring: number;

interface Victim extends PlaceAnswer {
  email: string;
  token: string;
}

const victims: Victim[] = [];

beforeAll(async () => {
  t = await startOrderApp();
  ring = await t.product({ title: 'Ring Areg', price: 82_000 });
  for (const paymentType of [2, 2, 1, 2, 1]) {
    const who = someone();
    const placed = await t.place({ ...who, paymentType, products: [{ id: ring, quantity: 1 }] });
    expect(placed.status).toBe(201);
    const checked = await check(t, placed.body.orderId);
    expect(checked.body.order_token).toEqual(expect.any(String));
    victims.push({ ...placed.body, email: who.email, token: checked.body.order_token as string });
  }
});
afterAll(() => t.close());

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields),
  redirect: 'manual' as const,
});

/** Status, Location and body of a request by a browser that placed nothing. */
async function asStranger(path: string, init: RequestInit = {}) {
  const res = await fetch(`${t.base}${path}`, { redirect: 'manual', ...init });
  return { status: res.status, location: res.headers.get('location'), text: await res.text() };
}

const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** Every secret of every victim: none may show in a stranger's answer. */
const secretsIn = (text: string, except: string[] = []) =>
  victims
    .flatMap((v) => [v.orderId, v.token, v.email])
    .filter((secret) => !except.includes(secret) && text.includes(secret));

describe('a stranger walking order numbers', () => {
  it('finds no payment id, order link or customer through any public route', async () => {
    const last = Math.max(...victims.map((v) => v.orderNumber)) + 3;
    const seen: { path: string; status: number; leaked: string[] }[] = [];
    for (let n = 0; n <= last; n++) {
      const answers = {
        [`GET idram/success ${n}`]: await asStranger(`/api/payment/idram/success?EDP_BILL_NO=${n}`),
        [`GET idram/fail ${n}`]: await asStranger(`/api/payment/idram/fail?EDP_BILL_NO=${n}`),
        [`POST idram/success ${n}`]: await asStranger(
          '/api/payment/idram/success',
          form({ EDP_BILL_NO: String(n) }),
        ),
        [`POST idram/fail order ${n}`]: await asStranger(
          '/api/payment/idram/fail',
          form({ order: String(n) }),
        ),
        [`idram/pay ${n}`]: await asStranger(`/api/payment/idram/pay/${n}`),
        [`idram/pay idram-${n}`]: await asStranger(`/api/payment/idram/pay/idram-${n}`),
        [`check ${n}`]: await asStranger('/api/payment/check', json({ orderId: n })),
        [`check "${n}"`]: await asStranger('/api/payment/check', json({ orderId: String(n) })),
        [`order ${n}`]: await asStranger(`/api/payment/order/${n}`),
        [`cancel ${n}`]: await asStranger(`/api/payment/order/${n}/cancel`, { method: 'POST' }),
        [`paypal/return ${n}`]: await asStranger(`/api/payment/paypal/return?token=${n}`),
        [`paypal/cancel ${n}`]: await asStranger(`/api/payment/paypal/cancel?token=${n}`),
        [`returnUrl ${n}`]: await asStranger(`/payment/returnUrl?orderId=${n}`),
        [`staff order ${n}`]: await asStranger(`/api/payment/orders/${n}`),
      };
      for (const [path, answer] of Object.entries(answers)) {
        seen.push({
          path,
          status: answer.status,
          leaked: secretsIn(`${answer.location ?? ''}\n${answer.text}`),
        });
        // the way back from Idram names no order for a browser that placed none
        if (path.includes('idram/success') || path.includes('idram/fail')) {
          expect(answer.status, path).toBe(303);
          expect(new URL(answer.location!).search, path).toBe('');
        }
      }
    }
    expect(seen.filter((s) => s.leaked.length)).toEqual([]);
    expect(seen.filter((s) => s.status >= 500)).toEqual([]);
    expect(seen.filter((s) => s.path.startsWith('check') && s.status === 200)).toEqual([]);
    expect(seen.filter((s) => s.path.startsWith('order') && s.status === 200)).toEqual([]);
    // nothing was cancelled on the way
    for (const v of victims) expect((await t.order(v.orderNumber)).done).toBe(0);
  });

  it('learns only the payment’s status from another customer’s payment id', async () => {
    for (const v of victims) {
      const checked = await check(t, v.orderId, 'stranger');
      expect(checked.status).toBe(200);
      expect(checked.body).toMatchObject({ payment_status: 'pending', order_token: null });
      expect(secretsIn(JSON.stringify(checked.body), [v.orderId])).toEqual([]);
      const paypal = await asStranger(`/api/payment/paypal/return?token=${v.orderId}`);
      expect(secretsIn(`${paypal.location}\n${paypal.text}`, [v.orderId])).toEqual([]);
      const legacy = await asStranger(`/payment/returnUrl?orderId=${v.orderId}`);
      expect(secretsIn(`${legacy.location}\n${legacy.text}`, [v.orderId])).toEqual([]);
    }
  });

  it('is not taken for the placing browser by another browser’s cookie', async () => {
    const [first, second] = victims.filter((v) => v.orderId.startsWith('idram-'));
    const other = placingBrowser(second!.orderId);
    const back = await fetch(
      `${t.base}/api/payment/idram/success?EDP_BILL_NO=${first!.orderNumber}`,
      {
        redirect: 'manual',
        headers: other,
      },
    );
    expect(new URL(back.headers.get('location')!).search).toBe('');
    const checked = await t.request({
      method: 'POST',
      url: '/api/payment/check',
      payload: { orderId: first!.orderId },
      headers: other,
    });
    expect(checked.json()).toMatchObject({ order_token: null });
  });
});

describe('the browser that placed the order', () => {
  it('comes back from Idram to its order and gets its link', async () => {
    const victim = victims.find((v) => v.orderId.startsWith('idram-'))!;
    const back = await fetch(
      `${t.base}/api/payment/idram/success?EDP_BILL_NO=${victim.orderNumber}`,
      { redirect: 'manual', headers: placingBrowser(victim.orderId) },
    );
    expect(back.headers.get('location')).toBe(
      `http://shop.test/payment/success?orderId=${encodeURIComponent(victim.orderId)}`,
    );
    expect((await check(t, victim.orderId)).body.order_token).toBe(victim.token);
  });

  it('keeps its link when it repeats its Idempotency-Key, not when another sends the same basket', async () => {
    const who = someone();
    const order = { ...who, paymentType: 2, products: [{ id: ring, quantity: 1 }] };
    const key = { 'idempotency-key': 'secrets-test-1' };
    const first = await t.request({
      method: 'POST',
      url: '/api/payment/signIn',
      payload: order,
      headers: key,
    });
    expect(first.statusCode).toBe(201);
    const cookie = cookieOf(first.headers['set-cookie']);
    expect(cookie).toMatch(/^voski_orders=[\w-]+$/);
    expect(first.headers['set-cookie']).toMatch(/HttpOnly/);
    expect(first.headers['set-cookie']).toMatch(/SameSite=Lax/);

    const retried = await t.request({
      method: 'POST',
      url: '/api/payment/signIn',
      payload: order,
      headers: key,
    });
    expect(retried.statusCode).toBe(200);
    expect(cookieOf(retried.headers['set-cookie'])).toBe(cookie);

    const sameBasket = await t.request({
      method: 'POST',
      url: '/api/payment/signIn',
      payload: order,
    });
    expect(sameBasket.statusCode).toBe(200);
    expect(sameBasket.json<PlaceAnswer>().orderId).toBe(first.json<PlaceAnswer>().orderId);
    expect(sameBasket.headers['set-cookie']).toBeUndefined();
  });

  it('keeps the links of its last five orders, and ignores what is not a link', async () => {
    let cookie = 'voski_orders=not a token; other=1';
    const orderIds: string[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.request({
        method: 'POST',
        url: '/api/payment/signIn',
        payload: { ...someone(), paymentType: 2, products: [{ id: ring, quantity: 1 }] },
        headers: { cookie },
      });
      expect(res.statusCode).toBe(201);
      cookie = cookieOf(res.headers['set-cookie'])!;
      orderIds.push(res.json<PlaceAnswer>().orderId);
    }
    expect(cookie.split('=')[1]!.split('.')).toHaveLength(5);
    const tokens = await Promise.all(
      orderIds.map(async (orderId) => {
        const res = await t.request({
          method: 'POST',
          url: '/api/payment/check',
          payload: { orderId },
          headers: { cookie },
        });
        return res.json<{ order_token: string | null }>().order_token;
      }),
    );
    expect(tokens[0]).toBeNull();
    expect(tokens.slice(1).every((token) => typeof token === 'string')).toBe(true);
  });
});
