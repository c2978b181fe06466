import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { contactFormMessages as m, orderMessages } from '@voski/contract';
import { NAME_MAX } from '@voski/contract/contact-limits';
import { orders } from '../src/db/schema/index.ts';
import { startTestApp } from './harness.ts';
import { chooseOnCardPage, check, startOrderApp, type OrderApp } from './orders-fixtures.ts';
import { startTestSmtp, type TestSmtp } from './smtp-fixture.ts';

const SHOP = 'shop@voski.test';
let smtp: TestSmtp;
let t: OrderApp;
let ring: number;
let chain: number;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await startOrderApp({
    mail: { smtpUrl: smtp.url, shopEmail: SHOP, from: 'Voski <shop@voski.test>' },
  });
  ring = await t.product({ title: 'Garnet ring', price: 42_000, model: 'GR-7' });
  chain = await t.product({ title: 'Gold chain', price: 15_500, model: 'GC-2' });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const send = () => t.services.mail.outbox.sendDue();
const linkIn = (text: string) => /\/order\/([\w-]+)/.exec(text)?.[1];

/** A German customer's order in English, paid on the test gateway. */
async function paidGermanOrder(email: string) {
  const placed = await t.place({
    name: 'Lena',
    surname: 'Schmidt',
    email,
    phone: '+49 30 12345678',
    country: 'DE',
    region: 'Berlin',
    address: 'Unter den Linden 5, 10117 Berlin',
    language: 'en',
    products: [
      { id: ring, quantity: 1 },
      { id: chain, quantity: 2 },
    ],
  });
  expect(placed.status).toBe(201);
  await chooseOnCardPage(t, placed.body.formUrl!, 'pay');
  expect((await check(t, placed.body.orderId)).body.payment_status).toBe('paid');
  return placed.body;
}

describe('order e-mails over SMTP', () => {
  it('sends the customer a confirmation in their language and the shop a notice', async () => {
    const { orderNumber } = await paidGermanOrder('lena@example.de');
    expect((await send()).sent).toBe(2);

    const [mail] = smtp.to('lena@example.de');
    expect(mail!.subject).toBe(`Voski: your order #${orderNumber} is confirmed`);
    const total = 42_000 + 2 * 15_500 + 25_000;
    for (const part of [mail!.text!, mail!.html as string]) {
      expect(part).toContain('Garnet ring (GR-7)');
      expect(part).toContain('Gold chain (GC-2)');
      expect(part).toMatch(new RegExp(`AMD\\s${total.toLocaleString('en')}`));
      expect(part).toContain('Germany');
      expect(part).toContain('Online orders cannot be returned or exchanged.');
    }
    // the whole policy is a link away, in the customer's language
    expect(mail!.text).toContain('Our return policy: http://shop.test/en/return-policy');
    expect(mail!.html).toContain('<a href="http://shop.test/en/return-policy"');
    expect(linkIn(mail!.text!)).toBeDefined();
    expect(mail!.html).toContain(`http://shop.test/en/order/${linkIn(mail!.text!)}`);

    const [notice] = smtp.to(SHOP).filter((m) => m.subject?.includes(`#${orderNumber}`));
    expect(notice!.text).toContain('lena@example.de');
    expect(notice!.text).toContain('+493012345678');
  });

  it('tells the shop of each contact-form message', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/messages',
      payload: {
        name: 'Aram',
        surname: 'Hakobyan',
        email: 'aram@example.am',
        phone: '091 234567',
        message: 'Do you make custom engagement rings?',
      },
    });
    expect(res.statusCode).toBe(201);
    await send();
    const notice = smtp.to(SHOP).at(-1)!;
    expect(notice.subject).toContain('Aram Hakobyan');
    expect(notice.text).toContain('Do you make custom engagement rings?');
    expect(notice.text).toContain('+37491234567');
  });

  it('keeps messages in the outbox while the mail server is down and sends them when it returns', async () => {
    await smtp.stop();
    const before = smtp.received.length;
    const { orderNumber } = await paidGermanOrder('offline@example.de');
    expect(await send()).toEqual({ sent: 0, failed: 2 });

    const waiting = await t.request({
      method: 'GET',
      url: '/api/mail/outbox?waiting=1',
      token: t.admin,
    });
    expect(waiting.statusCode).toBe(200);
    const rows = waiting.json().data as { attempts: number; last_error: string; sent_at: null }[];
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.attempts === 1 && r.last_error && r.sent_at === null)).toBe(true);
    // Not due yet: the next try waits.
    expect(await send()).toEqual({ sent: 0, failed: 0 });

    await smtp.start();
    const retry = await t.request({
      method: 'POST',
      url: '/api/mail/outbox/retry',
      token: t.admin,
    });
    expect(retry.statusCode).toBe(200);
    expect(await send()).toEqual({ sent: 2, failed: 0 });
    expect(smtp.received.length).toBe(before + 2);
    expect(smtp.to('offline@example.de')[0]!.subject).toContain(`#${orderNumber}`);
    const after = await t.request({
      method: 'GET',
      url: '/api/mail/outbox?waiting=1',
      token: t.admin,
    });
    expect(after.json().data).toEqual([]);
  });

  it('lets only Admins read the outbox', async () => {
    for (const token of [t.seller, t.adder]) {
      expect((await t.request({ method: 'GET', url: '/api/mail/outbox', token })).statusCode).toBe(
        403,
      );
    }
  });
});

describe('the customer’s order page', () => {
  it('shows the order through the e-mailed link; the customer cancels, is refunded, the shop is told', async () => {
    const { orderNumber } = await paidGermanOrder('cancel@example.de');
    await send();
    const token = linkIn(smtp.to('cancel@example.de')[0]!.text!)!;

    const shown = await t.request({ method: 'GET', url: `/api/payment/order/${token}` });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data).toMatchObject({
      id: orderNumber,
      country: 'DE',
      done: 0,
      payment_status: 'paid',
      cancellable: true,
    });

    const cancelled = await t.request({
      method: 'POST',
      url: `/api/payment/order/${token}/cancel`,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({
      done: 3,
      payment_status: 'refunded',
      cancellable: false,
    });
    expect((await t.order(orderNumber)).done).toBe(3);

    await send();
    const customerNotice = smtp.to('cancel@example.de').at(-1)!;
    expect(customerNotice.subject).toBe(`Voski: order #${orderNumber} is cancelled`);
    expect(customerNotice.text).toContain('refunded');
    expect(customerNotice.text).toContain('Our return policy: http://shop.test/en/return-policy');
    const shopNotice = smtp.to(SHOP).at(-1)!;
    expect(shopNotice.subject).toContain(`#${orderNumber}`);
    expect(shopNotice.text).toContain('cancel@example.de');
  });

  it('refuses a cancel once the order is in transit, with a clear message', async () => {
    const { orderNumber } = await paidGermanOrder('late@example.de');
    await send();
    const token = linkIn(smtp.to('late@example.de')[0]!.text!)!;
    const moved = await t.request({
      method: 'GET',
      url: `/api/payment/doneOrInProgress/${orderNumber}/0`,
      token: t.seller,
    });
    expect(moved.statusCode).toBe(200);
    await send();
    expect(smtp.to('late@example.de').at(-1)!.subject).toBe(
      `Voski: order #${orderNumber} is on its way`,
    );

    const refused = await t.request({ method: 'POST', url: `/api/payment/order/${token}/cancel` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: orderMessages.tooLateToCancel });
    expect(
      (await t.request({ method: 'GET', url: `/api/payment/order/${token}` })).json().data,
    ).toMatchObject({ done: 1, cancellable: false });
  });

  it('answers 404 to an unknown link', async () => {
    const res = await t.request({ method: 'GET', url: '/api/payment/order/not-a-real-token' });
    expect(res.statusCode).toBe(404);
    const odd = await t.request({ method: 'POST', url: '/api/payment/order/a%00b/cancel' });
    expect(odd.statusCode).toBe(422);
  });
});

describe('what the shop writes to an address it does not know', () => {
  const stranger = 'stranger@example.org';
  const tokenOf = async (orderNumber: number) => {
    const [row] = await t.database.db
      .select({ token: orders.customer_token })
      .from(orders)
      .where(eq(orders.id, orderNumber));
    return row!.token!;
  };

  it('refuses a name that is a message with a link or an address, with a field message', async () => {
    for (const [field, value, message] of [
      ['name', 'URGENT claim your refund at https://refund.example/claim', m.nameFormat],
      ['name', 'write to refund@example.org', m.nameFormat],
      ['surname', 'see refund.example today', m.surnameFormat],
      [
        'name',
        'A'.repeat(NAME_MAX + 1),
        `The name may not be greater than ${NAME_MAX} characters.`,
      ],
    ] as const) {
      const placed = await t.place({ email: stranger, [field]: value, products: [{ id: ring }] });
      expect(placed.status, value).toBe(422);
      expect(placed.body.errors?.[field]).toEqual([message]);
      const sent = await t.request({
        method: 'POST',
        url: '/api/messages',
        remoteAddress: '10.9.0.1',
        payload: {
          name: 'Ani',
          surname: 'Sargsyan',
          email: stranger,
          phone: '+374 91 123456',
          message: 'A message long enough.',
          [field]: value,
        },
      });
      expect(sent.statusCode, value).toBe(422);
      expect(sent.json().errors[field]).toEqual([message]);
    }
  });

  it('greets an unpaid order without its name, and e-mails a cancel by link once', async () => {
    const words = 'URGENT your account is locked call the number below';
    const placed = await t.place({
      name: words,
      surname: 'Support',
      email: stranger,
      address: 'Claim your refund today',
      message: 'Reply with your card number',
      language: 'en',
      products: [{ id: ring, quantity: 1 }],
    });
    expect(placed.status).toBe(201);
    const { orderNumber } = placed.body;
    const token = await tokenOf(orderNumber);

    const url = `/api/payment/order/${token}/cancel`;
    expect((await t.request({ method: 'POST', url })).statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url })).statusCode).toBe(409);
    await send();

    const toStranger = smtp.to(stranger);
    expect(toStranger).toHaveLength(1);
    const [notice] = toStranger;
    expect(notice!.subject).toBe(`Voski: order #${orderNumber} is cancelled`);
    for (const written of [words, 'Support', 'Claim your refund', 'card number']) {
      expect(notice!.text).not.toContain(written);
      expect(notice!.html).not.toContain(written);
    }
    expect(notice!.text).toMatch(/^Hello,/m);
    // the shop hears of it once, with the customer's words (its own address)
    const toShop = smtp.to(SHOP).filter((mail) => mail.subject?.includes(`#${orderNumber} `));
    expect(toShop).toHaveLength(1);
  });

  it('greets a paid order by its name', async () => {
    await paidGermanOrder('named@example.de');
    await send();
    expect(smtp.to('named@example.de')[0]!.text).toContain('Hello Lena,');
  });
});

describe('without SMTP_URL', () => {
  it('writes each message as an .eml file under the data folder', async () => {
    const logged: string[] = [];
    const local = await startTestApp({ mail: { shopEmail: SHOP } });
    try {
      local.app.log.warn = ((message: string) => void logged.push(message)) as never;
      const res = await local.request({
        method: 'POST',
        url: '/api/messages',
        payload: {
          name: 'Aram',
          surname: 'Hakobyan',
          email: 'aram@example.am',
          phone: '+374 91 234567',
          message: 'A message kept as a file.',
        },
      });
      expect(res.statusCode).toBe(201);
      expect((await local.services.mail.outbox.sendDue()).sent).toBe(1);
      const dir = path.join(local.dataDir, 'mail');
      const [file] = await readdir(dir);
      expect(file).toMatch(/message-new\.eml$/);
      const parsed = await simpleParser(await readFile(path.join(dir, file!)));
      expect(parsed.text).toContain('A message kept as a file.');
      expect(parsed.html).toContain('A message kept as a file.');
    } finally {
      await local.close();
    }
  });
});
