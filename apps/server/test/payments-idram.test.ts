import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { orderMessages } from '@voski/contract';
import {
  check,
  history,
  mailText,
  placingBrowser,
  someone,
  startOrderApp,
  type OrderApp,
} from './orders-fixtures.ts';

let t: OrderApp;
let ring: number;
let secret: string;
const ACCOUNT = '100000001';

beforeAll(async () => {
  t = await startOrderApp();
  ring = await t.product({ title: 'Ring Areg', price: 82_000 });
  secret = t.services.payments.testWallet!.idram.secretKey;
});
afterAll(() => t.close());

interface IdramOrder {
  orderId: string;
  formUrl: string;
  orderNumber: number;
}

const place = async (fields: Record<string, unknown> = {}): Promise<IdramOrder> => {
  const placed = await t.place({
    ...someone(),
    paymentType: 2,
    products: [{ id: ring, quantity: 1 }],
    ...fields,
  });
  expect(placed.status).toBe(201);
  return placed.body as IdramOrder;
};

/** The order's total, delivery included, as the shop stored it. */
const totalOf = async (order: IdramOrder) => (await t.order(order.orderNumber)).total;

/** The shop's page that takes the payer to Idram: its form's action and hidden fields. */
async function payPage(order: IdramOrder) {
  const url = new URL(order.formUrl);
  const res = await fetch(`${t.base}${url.pathname}`);
  const html = await res.text();
  const fields = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [
      m[1]!,
      m[2]!.replaceAll('&amp;', '&').replaceAll('&#39;', "'").replaceAll('&quot;', '"'),
    ]),
  );
  const action = /<form id="idram" method="post" action="([^"]+)"/.exec(html)?.[1];
  return { res, html, fields, action };
}

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields),
  redirect: 'manual' as const,
});

/** What Idram posts to RESULT_URL, answered as text. */
async function result(fields: Record<string, string>) {
  const res = await fetch(`${t.base}/api/payment/idram/result`, form(fields));
  return { status: res.status, text: await res.text(), type: res.headers.get('content-type') };
}

/** The documented signature: MD5 of the fields joined by colons, the secret third. */
const md5 = (text: string) => createHash('md5').update(text).digest('hex');

function confirmation(bill: number, amount: string, overrides: Record<string, string> = {}) {
  const fields = {
    EDP_BILL_NO: String(bill),
    EDP_REC_ACCOUNT: ACCOUNT,
    EDP_PAYER_ACCOUNT: '987654321',
    EDP_AMOUNT: amount,
    EDP_TRANS_ID: '00000012345678',
    EDP_TRANS_DATE: '26/11/2026',
    ...overrides,
  };
  const signed = [
    fields.EDP_REC_ACCOUNT,
    fields.EDP_AMOUNT,
    secret,
    fields.EDP_BILL_NO,
    fields.EDP_PAYER_ACCOUNT,
    fields.EDP_TRANS_ID,
    fields.EDP_TRANS_DATE,
  ].join(':');
  return { ...fields, EDP_CHECKSUM: md5(signed) };
}

const paymentEvents = async (id: number) =>
  (await history(t, id)).filter((e) => e.kind === 'payment');

describe('paying by Idram through the test wallet', () => {
  it('is offered beside the card', async () => {
    const res = await t.request({ method: 'GET', url: '/api/payment/methods' });
    expect(res.json().data).toEqual([
      { id: 1, name: 'card' },
      { id: 2, name: 'idram' },
    ]);
  });

  it('places the order with a page that posts the payment form to Idram', async () => {
    const order = await place({ language: 'ru' });
    expect(order.orderId).toMatch(/^idram-[\w-]{24}$/);
    expect(order.formUrl).toBe(`http://shop.test/api/payment/idram/pay/${order.orderId}`);

    const { res, html, fields, action } = await payPage(order);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(html).toContain('<html lang="ru">');
    expect(html).toContain('Перейти в Idram');
    expect(action).toBe('http://shop.test/api/test-gateway/idram/GetPayment');
    expect(fields).toEqual({
      EDP_LANGUAGE: 'RU',
      EDP_REC_ACCOUNT: ACCOUNT,
      EDP_DESCRIPTION: `Voski order ${order.orderNumber}`,
      EDP_AMOUNT: String(await totalOf(order)),
      EDP_BILL_NO: String(order.orderNumber),
      // the shop's own field, which Idram posts back when the payer returns
      order: String(order.orderNumber),
    });
    // EDP_EMAIL is where Idram writes to the merchant: the customer's address is not sent
    expect(html).not.toContain('EDP_EMAIL');
    // The form goes by itself, with the page's nonce; the button does it without script.
    const nonce = /script-src 'self' 'nonce-([\w-]+)'/.exec(
      res.headers.get('content-security-policy')!,
    )?.[1];
    expect(html).toContain(
      `<script nonce="${nonce}">document.getElementById("idram").submit();</script>`,
    );

    for (const id of ['idram-nothing', '%00', 'idram-%00']) {
      expect((await fetch(`${t.base}/api/payment/idram/pay/${id}`)).status).toBe(404);
    }
  });

  it('is paid: the wallet prechecks, confirms with its signature, and sends the payer back', async () => {
    const order = await place();
    const { fields, action } = await payPage(order);
    expect(fields.EDP_LANGUAGE).toBe('AM');
    const wallet = await fetch(`${t.base}${new URL(action!).pathname}`, form(fields));
    expect(wallet.status).toBe(200);
    expect(await wallet.text()).toContain(`Pay ${fields.EDP_AMOUNT} AMD`);

    const paid = await fetch(
      `${t.base}/api/test-gateway/idram/pay`,
      form({ ...fields, action: 'pay' }),
    );
    expect(paid.status).toBe(303);
    const success = new URL(paid.headers.get('location')!);
    expect(success.pathname).toBe('/api/payment/idram/success');
    expect(success.searchParams.get('EDP_BILL_NO')).toBe(String(order.orderNumber));

    const back = await fetch(`${t.base}${success.pathname}${success.search}`, {
      redirect: 'manual',
      headers: placingBrowser(order.orderId),
    });
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(
      `http://shop.test/payment/success?orderId=${encodeURIComponent(order.orderId)}`,
    );

    const checked = await check(t, order.orderId);
    expect(checked.body).toEqual({
      orderStatus: 2,
      actionCodeDescription: 'Request processed successfully',
      actionCode: 0,
      payment_status: 'paid',
      orderNumber: order.orderNumber,
      order_token: expect.any(String),
    });
    expect(await paymentEvents(order.orderNumber)).toMatchObject([
      { from: 'pending', to: 'paid', actor_name: 'system' },
    ]);
    // The page to pay now says it is paid, and leads to the result.
    const again = await payPage(order);
    expect(again.action).toBeUndefined();
    expect(again.html).toContain('Այս պատվերն արդեն վճարված է։');
  });

  it('is left unpaid when the payer declines, and the payer comes back to the failure page', async () => {
    const order = await place();
    const { fields } = await payPage(order);
    const declined = await fetch(
      `${t.base}/api/test-gateway/idram/pay`,
      form({ ...fields, action: 'decline' }),
    );
    expect(declined.status).toBe(303);
    const fail = new URL(declined.headers.get('location')!);
    expect(fail.pathname).toBe('/api/payment/idram/fail');
    const back = await fetch(`${t.base}${fail.pathname}${fail.search}`, {
      redirect: 'manual',
      headers: placingBrowser(order.orderId),
    });
    expect(back.headers.get('location')).toBe(
      `http://shop.test/payment/failure?orderId=${encodeURIComponent(order.orderId)}`,
    );
    expect((await check(t, order.orderId)).body).toMatchObject({ payment_status: 'pending' });
    // Idram may post the payer back with the shop's own field only
    const posted = await fetch(`${t.base}/api/payment/idram/fail`, {
      ...form({ order: fields.order! }),
      headers: { ...form({}).headers, ...placingBrowser(order.orderId) },
    });
    expect(posted.headers.get('location')).toBe(
      `http://shop.test/payment/failure?orderId=${encodeURIComponent(order.orderId)}`,
    );
    // or with nothing: the result page without an order (it falls back to the tab's own)
    const bare = await fetch(`${t.base}/api/payment/idram/fail`, { redirect: 'manual' });
    expect(bare.headers.get('location')).toBe('http://shop.test/payment/failure');
  });
});

describe('Idram’s RESULT_URL', () => {
  it('answers the precheck OK only for an open order of that amount', async () => {
    const order = await place();
    const amount = String(await totalOf(order));
    const precheck = (fields: Record<string, string>) =>
      result({
        EDP_PRECHECK: 'YES',
        EDP_REC_ACCOUNT: ACCOUNT,
        EDP_BILL_NO: String(order.orderNumber),
        EDP_AMOUNT: amount,
        ...fields,
      });
    expect(await precheck({})).toEqual({
      status: 200,
      text: 'OK',
      type: 'text/plain; charset=utf-8',
    });
    expect(await precheck({ EDP_AMOUNT: `${amount}.00` })).toMatchObject({ text: 'OK' });
    expect(await precheck({ EDP_AMOUNT: String(Number(amount) - 1) })).toMatchObject({
      status: 409,
      text: 'EDP_AMOUNT is not the order’s total',
    });
    expect(await precheck({ EDP_AMOUNT: `${amount}.50` })).toMatchObject({ status: 409 });
    expect(await precheck({ EDP_REC_ACCOUNT: '100000002' })).toMatchObject({
      status: 403,
      text: 'EDP_REC_ACCOUNT is not this shop',
    });
    expect(await precheck({ EDP_BILL_NO: '99999999' })).toMatchObject({ status: 404 });
    expect(await precheck({ EDP_BILL_NO: 'x' })).toMatchObject({ status: 404 });

    // A card order's number is no Idram bill.
    const card = await t.place({ ...someone(), products: [{ id: ring, quantity: 1 }] });
    expect(await precheck({ EDP_BILL_NO: String(card.body.orderNumber) })).toMatchObject({
      status: 404,
    });

    // Past its time to pay, the order is not offered to Idram any more.
    await t.sql(
      sql`update orders set expires_at = now() - interval '1 minute' where id = ${order.orderNumber}`,
    );
    expect(await precheck({})).toMatchObject({
      status: 409,
      text: 'The order can no longer be paid',
    });
  });

  it('records only a confirmation signed with the shop’s secret key, once', async () => {
    const order = await place();
    const amount = String(await totalOf(order));
    const good = confirmation(order.orderNumber, amount);

    expect(await result({ ...good, EDP_CHECKSUM: md5('forged') })).toEqual({
      status: 403,
      text: 'EDP_CHECKSUM not correct',
      type: 'text/plain; charset=utf-8',
    });
    // Signed fields cannot be changed: this transaction id is not the one signed.
    expect(await result({ ...good, EDP_TRANS_ID: '00000099999999' })).toMatchObject({
      status: 403,
    });
    const { EDP_TRANS_DATE: _missing, ...partial } = good;
    expect(await result(partial)).toMatchObject({ status: 400 });
    expect(await result({ ...good, EDP_PAYER_ACCOUNT: 'a\u0000b' })).toMatchObject({ status: 400 });
    const wrongAmount = confirmation(order.orderNumber, String(Number(amount) + 100));
    expect(await result(wrongAmount)).toMatchObject({ status: 409 });
    expect((await check(t, order.orderId)).body).toMatchObject({ payment_status: 'pending' });

    // Lower-case hex is the same signature.
    expect(await result({ ...good, EDP_CHECKSUM: good.EDP_CHECKSUM.toLowerCase() })).toMatchObject({
      status: 200,
      text: 'OK',
    });
    // Idram repeats a confirmation it did not see answered: nothing changes.
    expect(await result(good)).toMatchObject({ status: 200, text: 'OK' });
    expect(await paymentEvents(order.orderNumber)).toHaveLength(1);
    const stored = await t.order(order.orderNumber);
    expect(stored.payment_status).toBe('paid');
  });

  it('keeps a payment that came after the order expired, for staff to give back by hand', async () => {
    const order = await place();
    const amount = String(await totalOf(order));
    await t.sql(
      sql`update orders set expires_at = now() - interval '1 minute' where id = ${order.orderNumber}`,
    );
    await t.services.orders.settlement.sweep();
    expect(await t.order(order.orderNumber)).toMatchObject({
      payment_status: 'expired',
      done: 3,
    });

    // The payer had confirmed in their wallet before: Idram has taken the money.
    expect(await result(confirmation(order.orderNumber, amount))).toMatchObject({ text: 'OK' });
    expect(await t.order(order.orderNumber)).toMatchObject({ payment_status: 'paid', done: 3 });
    // The sweeper does not mark it refunded: nobody gave it back yet.
    await t.services.orders.settlement.sweep();
    expect(await t.order(order.orderNumber)).toMatchObject({ payment_status: 'paid', done: 3 });
  });
});

describe('cancelling an order paid by Idram', () => {
  async function paid(): Promise<IdramOrder & { token: string }> {
    const order = await place();
    const amount = String(await totalOf(order));
    expect(await result(confirmation(order.orderNumber, amount))).toMatchObject({ text: 'OK' });
    const checked = await check(t, order.orderId);
    return { ...order, token: checked.body.order_token as string };
  }

  it('is the shop’s: the customer is told to ask, staff record the refund they gave', async () => {
    const order = await paid();
    const page = await t.request({ method: 'GET', url: `/api/payment/order/${order.token}` });
    expect(page.json().data).toMatchObject({ payment_status: 'paid', cancellable: false });
    const refused = await t.request({
      method: 'POST',
      url: `/api/payment/order/${order.token}/cancel`,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: orderMessages.refundByShop });
    expect(await t.order(order.orderNumber)).toMatchObject({ payment_status: 'paid', done: 0 });

    const cancelled = await t.request({
      method: 'POST',
      url: `/api/payment/orders/${order.orderNumber}/cancel`,
      token: t.seller,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({ payment_status: 'refunded', done: 3 });
    expect((await paymentEvents(order.orderNumber)).at(-1)).toMatchObject({
      from: 'refunding',
      to: 'refunded',
      note: 'given back by staff in the payment provider’s merchant account',
    });

    // the e-mails say so too: ask the shop to cancel; the money went back to the wallet
    const confirmed = await mailText(t, 'order-confirmation', order.orderNumber);
    expect(confirmed).toContain('Մինչ այդ այն չեղարկելու համար խնդրում ենք կապվել խանութի հետ։');
    expect(confirmed).toContain('Հետևեք պատվերին այստեղ՝');
    expect(confirmed).not.toContain('չեղարկեք');
    expect(await mailText(t, 'order-status', order.orderNumber)).toContain(
      'Վճարումը վերադարձվել է Ձեր Idram դրամապանակին։',
    );
  });

  it('an unpaid one the customer cancels as any other', async () => {
    const order = await place();
    const checked = await check(t, order.orderId);
    const token = checked.body.order_token as string;
    const cancelled = await t.request({
      method: 'POST',
      url: `/api/payment/order/${token}/cancel`,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({ done: 3 });
    // Idram had prechecked it before: its confirmation is kept on the cancelled order.
    expect(
      await result(confirmation(order.orderNumber, String(await totalOf(order)))),
    ).toMatchObject({ text: 'OK' });
    expect(await t.order(order.orderNumber)).toMatchObject({ payment_status: 'paid', done: 3 });
  });
});

describe('Idram with the shop’s own merchant account', () => {
  /** An Idram order in another app than the file's. */
  const placeChainIn = async (shop: OrderApp) => {
    const product = await shop.product({ title: 'Chain', price: 40_000 });
    return shop.place({ ...someone(), paymentType: 2, products: [{ id: product, quantity: 1 }] });
  };

  it('posts the form to Idram, and no test wallet is served', async () => {
    const shop = await startOrderApp({
      payments: {
        testGateway: false,
        idram: {
          url: 'https://banking.idram.am/Payment/GetPayment',
          account: '110000601',
          secretKey: 's3cret',
        },
      },
    });
    try {
      const placed = await placeChainIn(shop);
      expect(placed.status).toBe(201);
      const html = await (
        await fetch(`${shop.base}${new URL(placed.body.formUrl!).pathname}`)
      ).text();
      expect(html).toContain('action="https://banking.idram.am/Payment/GetPayment"');
      expect(html).toContain('name="EDP_REC_ACCOUNT" value="110000601"');
      const wallet = await fetch(`${shop.base}/api/test-gateway/idram/GetPayment`, {
        method: 'POST',
      });
      expect(wallet.status).toBe(404);
    } finally {
      await shop.close();
    }
  });

  it('is refused when neither an account nor the test gateway is set up', async () => {
    const shop = await startOrderApp({ payments: { testGateway: false } });
    try {
      const placed = await placeChainIn(shop);
      expect(placed.status).toBe(422);
      expect(placed.body.errors!.paymentType).toEqual([orderMessages.idramUnavailable]);
      const unknown = await fetch(`${shop.base}/api/payment/idram/result`, { method: 'POST' });
      expect(unknown.status).toBe(404);
    } finally {
      await shop.close();
    }
  });
});
