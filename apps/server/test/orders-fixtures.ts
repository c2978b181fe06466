import { expect } from 'vitest';
import { and, eq, like, type SQL } from 'drizzle-orm';
import { Role, type Order } from '@voski/contract';
import { catalogClient } from './catalog-fixtures.ts';
import { mailOutbox } from '../src/db/schema/index.ts';
import { startTestApp, type TestApp, type TestOverrides } from './harness.ts';

/** The place-order answer, or an error body. */
export interface PlaceAnswer {
  orderId: string;
  orderNumber: number;
  formUrl?: string;
  approval_url?: string;
  message?: string;
  errors?: Record<string, string[]>;
}

export interface OrderApp extends TestApp {
  /** The listening address (the app calls its own test gateway there). */
  base: string;
  admin: string;
  seller: string;
  adder: string;
  product(fields: {
    title: string;
    price: number;
    model?: string;
    status?: 0 | 1;
  }): Promise<number>;
  place(
    fields?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: PlaceAnswer }>;
  orders(): Promise<Order[]>;
  order(id: number): Promise<Order>;
  /** The built-in test gateway's answer to getOrderStatusExtended.do, over HTTP. */
  gatewayStatus(mdOrder: string): Promise<Record<string, unknown>>;
  /** Runs SQL on the app's database (to age a claim or an order, say). */
  sql(query: SQL): Promise<void>;
}

export const customer = {
  name: 'Anahit',
  surname: 'Petrosyan',
  email: 'anahit@example.am',
  phone: '+374 91 123456',
  region: 'Yerevan',
  address: 'Abovyan 12, apt 3',
  message: 'Please call before delivery.',
  paymentType: 1,
};

/** Holds as configured, without the caps on pieces and unpaid orders. */
export const NO_HOLD_CAPS = { extendSeconds: 600, pieces: 0, unpaidPerDay: 0 };

let customers = 0;
/** A customer nobody else uses, so the duplicate window never joins two tests' orders. */
export const someone = () => ({ ...customer, email: `buyer${++customers}@example.am` });

export async function startOrderApp(overrides: TestOverrides = {}): Promise<OrderApp> {
  // Every test request comes from one address: no per-IP order limit, and no cap on the pieces
  // unpaid orders hold, unless a test sets one.
  const t = await startTestApp({
    ...overrides,
    payments: { orderLimitPerIp: 0, holds: NO_HOLD_CAPS, ...overrides.payments },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const admin = await t.staffToken(Role.Admin);
  const seller = await t.staffToken(Role.Seller);
  const adder = await t.staffToken(Role.Adder);
  const catalog = catalogClient(t, admin);
  return {
    ...t,
    base,
    admin,
    seller,
    adder,
    async product({ title, price, model = 'VS-1', status = 1 }) {
      const p = await catalog.product({ title, title_en: title, model, price, status });
      return p.id;
    },
    async place(fields = {}, headers = {}) {
      const res = await t.request({
        method: 'POST',
        url: '/api/payment/signIn',
        payload: { ...customer, ...fields },
        headers,
      });
      const body = res.json<PlaceAnswer>();
      const cookie = cookieOf(res.headers['set-cookie']);
      if (cookie && body.orderId) placingBrowsers.set(body.orderId, cookie);
      return { status: res.statusCode, body };
    },
    async orders() {
      const res = await t.request({ method: 'GET', url: '/api/payment/orders', token: seller });
      expect(res.statusCode).toBe(200);
      return res.json<Order[]>();
    },
    async order(id) {
      const res = await t.request({
        method: 'GET',
        url: `/api/payment/orders/${id}`,
        token: seller,
      });
      expect(res.statusCode).toBe(200);
      return res.json<{ data: Order }>().data;
    },
    async gatewayStatus(mdOrder) {
      const res = await fetch(`${base}/api/test-gateway/payment/rest/getOrderStatusExtended.do`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ...gatewayCredentials(t), orderId: mdOrder }),
      });
      expect(res.status).toBe(200);
      return (await res.json()) as Record<string, unknown>;
    },
    async sql(query) {
      await t.database.db.execute(query);
    },
  };
}

/** The merchant credentials this app's test gateway accepts. */
export const gatewayCredentials = (t: TestApp) => t.services.payments.testGateway!.credentials;

/**
 * Pays or declines on the test gateway's card page as a browser would: loads the page from
 * `formUrl`, reads its form, submits the chosen button. Answers where the gateway redirects.
 */
export async function chooseOnCardPage(
  t: OrderApp,
  formUrl: string,
  choice: 'pay' | 'decline',
): Promise<URL> {
  const page = new URL(formUrl);
  const res = await fetch(`${t.base}${page.pathname}${page.search}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/text\/html/);
  const html = await res.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  const mdOrder = /name="mdOrder" value="([^"]+)"/.exec(html)?.[1];
  const token = /name="token" value="([^"]+)"/.exec(html)?.[1];
  expect(action).toBeDefined();
  expect(html).toMatch(new RegExp(`<button type="submit" name="action" value="${choice}">`));
  const submitted = await fetch(`${t.base}${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ mdOrder: mdOrder!, token: token!, action: choice }),
    redirect: 'manual',
  });
  expect(submitted.status).toBe(303);
  return new URL(submitted.headers.get('location')!);
}

/** The cookie each order's placing request was given, by payment id: that browser's. */
const placingBrowsers = new Map<string, string>();

/** `name=value` of a Set-Cookie header, as a browser sends it back. */
export function cookieOf(setCookie: string | string[] | undefined): string | undefined {
  const first = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  return first?.split(';')[0];
}

/** The Cookie header of the browser that placed the order with this payment id. */
export const placingBrowser = (orderId: string): Record<string, string> => {
  const cookie = placingBrowsers.get(orderId);
  return cookie ? { cookie } : {};
};

/** POST /payment/check as the browser that placed the order (`stranger`: as anyone else). */
export async function check(t: OrderApp, orderId: string, as: 'payer' | 'stranger' = 'payer') {
  const res = await t.request({
    method: 'POST',
    url: '/api/payment/check',
    payload: { orderId },
    headers: as === 'payer' ? placingBrowser(orderId) : {},
  });
  return { status: res.statusCode, body: res.json() };
}

/** Places a card order and pays it through the test gateway. */
export async function paidOrder(t: OrderApp, productId: number, quantity = 1) {
  const placed = await t.place({ ...someone(), products: [{ id: productId, quantity }] });
  expect(placed.status).toBe(201);
  await chooseOnCardPage(t, placed.body.formUrl!, 'pay');
  const checked = await check(t, placed.body.orderId);
  expect(checked.body.payment_status).toBe('paid');
  return placed.body;
}

/** The text of the e-mail of `kind` ("order-status" ...) about an order, '' when none was written. */
export async function mailText(t: OrderApp, kind: string, orderNumber: number): Promise<string> {
  const [mail] = await t.database.db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, kind), like(mailOutbox.subject, `%#${orderNumber} %`)));
  return mail?.text ?? '';
}

export async function history(t: OrderApp, id: number) {
  const res = await t.request({
    method: 'GET',
    url: `/api/payment/orders/${id}/history`,
    token: t.seller,
  });
  expect(res.statusCode).toBe(200);
  return res.json<{
    data: {
      kind: string;
      from: string;
      to: string;
      actor_name: string;
      actor_id: number | null;
      note: string;
      created_at: string;
    }[];
  }>().data;
}
