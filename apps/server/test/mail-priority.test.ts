import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema/index.ts';
import { textsFor } from '../src/modules/mail/texts.ts';
import { paidOrder, startOrderApp, type OrderApp } from './orders-fixtures.ts';
import { startTestSmtp, type TestSmtp } from './smtp-fixture.ts';

/**
 * A flood of contact messages and the shop's mail: order and payment messages go first, and
 * past a burst the shop gets one digest instead of a notice per message.
 */
const SHOP = 'shop@voski.test';
const contact = {
  name: 'Anahit',
  surname: 'Petrosyan',
  email: 'anahit@example.am',
  phone: '+374 91 123456',
  message: 'Do you make engagement rings to order?',
};

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
});
afterAll(() => smtp.stop());

async function shopWith(burst: number): Promise<OrderApp> {
  return startOrderApp({
    mail: { smtpUrl: smtp.url, shopEmail: SHOP, from: 'Voski <shop@voski.test>' },
    messages: {
      perIp: { limit: 1000, windowMs: 60_000 },
      notices: { burst, windowMs: 60 * 60_000, digestAfterMs: 0 },
    },
  });
}

async function flood(t: OrderApp, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const res = await t.request({
      method: 'POST',
      url: '/api/messages',
      payload: { ...contact, message: `Message number ${i} about rings` },
      remoteAddress: `10.9.${Math.floor(i / 250)}.${(i % 250) + 1}`,
    });
    expect(res.statusCode).toBe(201);
  }
}

const waiting = (t: OrderApp) =>
  t.database.db
    .select({ kind: mailOutbox.kind })
    .from(mailOutbox)
    .where(isNull(mailOutbox.sent_at));

describe('the outbox under a flood of contact messages', () => {
  let t: OrderApp;
  beforeAll(async () => {
    t = await shopWith(1000);
  });
  afterAll(() => t.close());

  it("sends a paid order's confirmation in the first batch, ahead of 40 notices", async () => {
    await flood(t, 40);
    const ring = await t.product({ title: 'Garnet ring', price: 42_000, model: 'GR-PRIO' });
    const order = await paidOrder(t, ring);
    expect((await waiting(t)).length).toBe(42);

    // One batch is 20 messages: the order's two and 18 notices.
    expect((await t.services.mail.outbox.sendDue()).sent).toBe(20);
    const first = smtp.received.slice(-20).map((m) => m.subject ?? '');
    // The shop's notice and the customer's confirmation (both in Armenian, the order's language).
    expect(first.slice(0, 2).every((subject) => subject.includes(`#${order.orderNumber}`))).toBe(
      true,
    );
    expect(first.slice(2).some((subject) => subject.includes('#'))).toBe(false);
    expect((await waiting(t)).map((r) => r.kind)).toEqual(Array(22).fill('message-new'));
  });
});

describe('contact notices past the burst', () => {
  let t: OrderApp;
  beforeAll(async () => {
    t = await shopWith(3);
  });
  afterAll(() => t.close());

  it('tells the shop of three messages one by one, then once of the rest, with none of their words', async () => {
    await flood(t, 12);
    expect((await waiting(t)).map((r) => r.kind).sort()).toEqual([
      'message-digest',
      'message-new',
      'message-new',
      'message-new',
    ]);
    // Every message is kept for the back-office.
    const seller = await t.staffToken(2);
    const list = await t.request({ method: 'GET', url: '/api/messages', token: seller });
    expect(list.json<unknown[]>()).toHaveLength(12);

    const before = smtp.received.length;
    expect((await t.services.mail.outbox.sendDue()).sent).toBe(4);
    const { messageDigestSubject } = textsFor('hy');
    const digest = smtp.received.slice(before).find((m) => m.subject === messageDigestSubject);
    expect(digest).toBeDefined();
    expect(digest?.text).toContain('/admin/contact/formResult');
    expect(digest?.text).not.toMatch(/Message number|Anahit/);

    // More messages while the digest is out start no second one in the hour... until it is sent.
    await flood(t, 2);
    const kinds = await t.database.db
      .select({ kind: mailOutbox.kind })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'message-digest'), isNull(mailOutbox.sent_at)));
    expect(kinds).toHaveLength(1);
  });
});
