import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like, sql } from 'drizzle-orm';
import { order as orderSchema, PaymentType, type Order } from '@voski/contract';
import { mailOutbox, orders } from '../src/db/schema/index.ts';
import {
  chooseOnCardPage,
  check,
  gatewayCredentials,
  someone,
  startOrderApp,
  type OrderApp,
} from './orders-fixtures.ts';

const TEST_NOTE = 'ԹԵՍՏԱՅԻՆ վճարում';
/** The shop's address: its e-mails are queued (no SMTP server: they are read in the outbox). */
const mail = { smtpUrl: undefined, shopEmail: 'shop@voski.test', from: 'Voski <shop@voski.test>' };

let shop: OrderApp;
let ring: number;

beforeAll(async () => {
  // The demo shop's setup: no card gateway nor Idram account, so both go to the test gateway.
  shop = await startOrderApp({ mail });
  ring = await shop.product({ title: 'Garnet ring', price: 42_000, model: 'GR-7' });
});
afterAll(async () => {
  await shop.close();
});

/** Places a card order in `app` and pays it on the test gateway's card page served by `shop`. */
async function paidCardOrder(app: OrderApp, product: number) {
  const placed = await app.place({ ...someone(), products: [{ id: product, quantity: 1 }] });
  expect(placed.status).toBe(201);
  await chooseOnCardPage(shop, placed.body.formUrl!, 'pay');
  expect((await check(app, placed.body.orderId)).body.payment_status).toBe('paid');
  return placed.body.orderNumber;
}

/** The shop's e-mail of `kind` about an order, as queued. */
async function shopNotice(app: OrderApp, orderNumber: number, kind = 'order-new') {
  const rows = await app.database.db
    .select({ subject: mailOutbox.subject, text: mailOutbox.text, html: mailOutbox.html })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, kind), like(mailOutbox.subject, `%#${orderNumber}%`)));
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

/** The orders as the back-office's export reads them: the staff list, a page at a time. */
async function exportRows(app: OrderApp): Promise<Order[]> {
  const res = await app.request({
    method: 'GET',
    url: '/api/payment/orders?page=1&per_page=100',
    token: app.seller,
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: Order[] }>().data;
}

describe('orders paid through the built-in test gateway', () => {
  it('are marked in the staff answers, the shop e-mail and the export data', async () => {
    const orderNumber = await paidCardOrder(shop, ring);

    const staff = await shop.order(orderNumber);
    expect(staff.test_payment).toBe(true);
    expect(orderSchema.parse(staff)).toEqual(staff);
    expect((await shop.orders()).find((o) => o.id === orderNumber)?.test_payment).toBe(true);
    expect((await exportRows(shop)).find((o) => o.id === orderNumber)?.test_payment).toBe(true);

    const notice = await shopNotice(shop, orderNumber);
    expect(notice.subject).toBe(`[ԹԵՍՏ] Նոր պատվեր #${orderNumber}`);
    expect(notice.text).toContain(TEST_NOTE);
    expect(notice.text).toContain('գումար չի գանձվել');
    expect(notice.html).toContain(TEST_NOTE);
  });

  it('are marked from the moment they are placed, also through the test Idram wallet', async () => {
    const placed = await shop.place({
      ...someone(),
      paymentType: PaymentType.Idram,
      products: [{ id: ring, quantity: 1 }],
    });
    expect(placed.status).toBe(201);
    const staff = await shop.order(placed.body.orderNumber);
    expect(staff.payment_status).toBe('pending');
    expect(staff.test_payment).toBe(true);

    // Cancelled by its customer: the shop hears of it as a test order too.
    const [row] = await shop.database.db
      .select({ token: orders.customer_token })
      .from(orders)
      .where(eq(orders.id, placed.body.orderNumber));
    const cancel = await shop.request({
      method: 'POST',
      url: `/api/payment/order/${row!.token}/cancel`,
    });
    expect(cancel.statusCode).toBe(200);
    const notice = await shopNotice(shop, placed.body.orderNumber, 'order-cancelled');
    expect(notice.subject).toMatch(/^\[ԹԵՍՏ\] /);
    expect(notice.text).toContain(TEST_NOTE);
  });
});

describe('orders paid through a configured gateway', () => {
  it('are not marked, even when that gateway answers like the test one', async () => {
    // A shop whose card gateway is configured: here the first shop's test gateway, over HTTP,
    // with its merchant credentials, so it can be paid without a bank.
    const real = await startOrderApp({
      mail,
      payments: {
        testGateway: false,
        card: { url: `${shop.base}/api/test-gateway/payment/rest`, ...gatewayCredentials(shop) },
        idram: {
          url: 'https://banking.idram.am/Payment/GetPayment',
          account: '110000601',
          secretKey: 's3cret',
        },
        paypal: {
          url: 'https://api-m.sandbox.paypal.com',
          clientId: 'client',
          clientSecret: 'secret',
        },
      },
    });
    try {
      // Its order numbers must not repeat the first shop's at their common gateway.
      await real.sql(sql`select setval(pg_get_serial_sequence('orders', 'id'), 100000)`);
      const product = await real.product({ title: 'Silver ring', price: 18_000, model: 'SR-1' });
      const orderNumber = await paidCardOrder(real, product);

      const staff = await real.order(orderNumber);
      expect(staff.test_payment).toBe(false);
      expect((await exportRows(real)).find((o) => o.id === orderNumber)?.test_payment).toBe(false);
      const notice = await shopNotice(real, orderNumber);
      expect(notice.subject).toBe(`Նոր պատվեր #${orderNumber}`);
      expect(notice.text).not.toContain(TEST_NOTE);

      const { payments } = real.services;
      for (const type of [PaymentType.Card, PaymentType.Idram, PaymentType.PayPal]) {
        expect(payments.provider(type).test).toBe(false);
      }
      for (const type of [PaymentType.Card, PaymentType.Idram]) {
        expect(shop.services.payments.provider(type).test).toBe(true);
      }
    } finally {
      await real.close();
    }
  });
});

describe('orders placed before test payments were marked', () => {
  it('are marked by migration 0019 when the test gateway or the test Idram wallet took them', async () => {
    const card = await paidCardOrder(shop, ring);
    const idram = await shop.place({
      ...someone(),
      paymentType: PaymentType.Idram,
      products: [{ id: ring, quantity: 1 }],
    });
    const real = await shop.place({ ...someone(), products: [{ id: ring, quantity: 1 }] });
    const numbers = [card, idram.body.orderNumber, real.body.orderNumber];
    // As they were stored before 0018 added the mark; the last as a real bank's order.
    await shop.sql(sql`update ${orders} set test_payment = false where id in ${numbers}`);
    await shop.sql(
      sql`update ${orders} set payment_url = 'https://epay.arca.am/payment/merchants/shop/payment.html?mdOrder=1',
        payment_details = '{"account": "110000601"}'::jsonb where id = ${real.body.orderNumber}`,
    );
    const migration = await readFile(
      new URL('../src/db/migrations/0019_order_test_payment_backfill.sql', import.meta.url),
      'utf8',
    );
    await shop.sql(sql.raw(migration));
    const marked = await Promise.all(numbers.map(async (n) => (await shop.order(n)).test_payment));
    expect(marked).toEqual([true, true, false]);
  });
});
