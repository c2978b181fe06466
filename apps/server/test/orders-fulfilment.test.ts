import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Carrier, StaffOrderView } from '@voski/contract';
import { auditLog } from '../src/db/schema/index.ts';
import {
  check,
  chooseOnCardPage,
  mailText,
  paidOrder,
  someone,
  startOrderApp,
  type OrderApp,
} from './orders-fixtures.ts';

/** The time the app reads for taking moves back: the system's, moved on by the tests. */
let shift = 0;
let t: OrderApp;
let ring: number;
let dhl: Carrier;

beforeAll(async () => {
  t = await startOrderApp({
    payments: { undoMinutes: 10, clock: () => new Date(Date.now() + shift) },
  });
  ring = await t.product({ title: 'Garnet ring', price: 42_000, model: 'GR-7' });
  const res = await t.request({
    method: 'POST',
    url: '/api/payment/carriers',
    token: t.seller,
    payload: { name: 'DHL', tracking_url: 'https://dhl.example/track?id={number}' },
  });
  expect(res.statusCode).toBe(201);
  dhl = res.json().data;
});
afterAll(() => t.close());

const post = (url: string, payload?: object, token = t.seller) =>
  t.request({ method: 'POST', url: `/api/payment/${url}`, token, payload });

async function view(id: number): Promise<StaffOrderView> {
  const res = await t.request({
    method: 'GET',
    url: `/api/payment/orders/${id}/view`,
    token: t.seller,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

const ship = (id: number, tracking_number: string, carrier_id = dhl.id) =>
  post(`orders/${id}/ship`, { carrier_id, tracking_number });

describe('carriers', () => {
  it('are edited by Admin and Seller, not by the Adder', async () => {
    const added = await post('carriers', {
      name: 'EMS',
      tracking_url: 'https://ems.example/?n={number}',
    });
    expect(added.statusCode).toBe(201);
    const id = added.json().data.id;
    const renamed = await t.request({
      method: 'PUT',
      url: `/api/payment/carriers/${id}`,
      token: t.admin,
      payload: { name: 'EMS Armenia', tracking_url: 'https://ems.example/?n={number}' },
    });
    expect(renamed.json().data.name).toBe('EMS Armenia');
    const list = await t.request({ method: 'GET', url: '/api/payment/carriers', token: t.seller });
    expect(list.json().data.map((c: Carrier) => c.name)).toEqual(['DHL', 'EMS Armenia']);
    for (const res of [
      await post('carriers', { name: 'X', tracking_url: 'https://x.example/{number}' }, t.adder),
      await t.request({ method: 'GET', url: '/api/payment/carriers', token: t.adder }),
    ]) {
      expect(res.statusCode).toBe(403);
    }
    const removed = await t.request({
      method: 'DELETE',
      url: `/api/payment/carriers/${id}`,
      token: t.seller,
    });
    expect(removed.statusCode).toBe(200);
  });

  it.each([
    [{ name: 'Post', tracking_url: 'https://post.example/track' }, 'tracking_url'],
    [{ name: 'Post', tracking_url: 'javascript:alert({number})' }, 'tracking_url'],
    [{ name: '', tracking_url: 'https://post.example/{number}' }, 'name'],
    [{ name: 'dhl', tracking_url: 'https://post.example/{number}' }, 'name'],
  ])('refuses %j with a 422 on %s', async (payload, field) => {
    const res = await post('carriers', payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty(field);
  });
});

describe('an order sent with tracking', () => {
  it('needs a carrier on the list and a tracking number, and a paid new order', async () => {
    const { orderNumber } = await paidOrder(t, ring);
    for (const [res, field] of [
      [await ship(orderNumber, 'ab'), 'tracking_number'],
      [await ship(orderNumber, 'RR 1234<script>'), 'tracking_number'],
      [await ship(orderNumber, 'RR123456789AM', 999_999), 'carrier_id'],
    ] as const) {
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toHaveProperty(field);
    }
    expect((await view(orderNumber)).order.done).toBe(0);

    const unpaid = await t.place({ ...someone(), products: [{ id: ring, quantity: 1 }] });
    const refused = await ship(unpaid.body.orderNumber, 'RR123456789AM');
    expect(refused.statusCode).toBe(409);
    expect((await view(unpaid.body.orderNumber)).shipment).toBeNull();
  });

  it('tells the customer the carrier and the tracking address, by e-mail and on their page', async () => {
    const placed = await t.place({
      ...someone(),
      language: 'en',
      products: [{ id: ring, quantity: 1 }],
    });
    await chooseOnCardPage(t, placed.body.formUrl!, 'pay');
    const token = (await check(t, placed.body.orderId)).body.order_token as string;
    const id = placed.body.orderNumber;

    const res = await ship(id, 'rr 1234 5678 9am');
    expect(res.statusCode).toBe(200);
    const sent: StaffOrderView = res.json().data;
    expect(sent.order.done).toBe(1);
    expect(sent.shipment).toMatchObject({
      carrier: 'DHL',
      number: 'RR123456789AM',
      url: 'https://dhl.example/track?id=RR123456789AM',
    });

    const mail = await mailText(t, 'order-status', id);
    expect(mail).toContain(`Your order #${id} is on its way.`);
    expect(mail).toContain('Carrier: DHL, tracking number: RR123456789AM.');
    expect(mail).toContain('https://dhl.example/track?id=RR123456789AM');

    const page = await t.request({ method: 'GET', url: `/api/payment/order/${token}` });
    expect(page.json().data.shipment).toMatchObject({
      carrier: 'DHL',
      url: 'https://dhl.example/track?id=RR123456789AM',
    });
  });
});

describe('the order page for staff', () => {
  it('shows lines in every language, the customer link, notes and a timeline', async () => {
    const placed = await t.place({ ...someone(), products: [{ id: ring, quantity: 1 }] });
    await chooseOnCardPage(t, placed.body.formUrl!, 'pay');
    const token = (await check(t, placed.body.orderId)).body.order_token as string;
    const id = placed.body.orderNumber;

    const note = await post(`orders/${id}/notes`, { text: 'Gift wrap, please.' });
    expect(note.statusCode).toBe(201);
    expect(note.json().data).toMatchObject({ text: 'Gift wrap, please.', author_name: 'Staff 2' });
    expect((await post(`orders/${id}/notes`, { text: '  ' })).statusCode).toBe(422);
    expect((await post(`orders/${id}/notes`, { text: 'x' }, t.adder)).statusCode).toBe(403);
    expect((await post('orders/999999/notes', { text: 'x' })).statusCode).toBe(404);
    await ship(id, 'CP123456789AM');

    const page = await view(id);
    expect(page.lines[0]).toMatchObject({ title: 'Garnet ring', title_en: 'Garnet ring' });
    expect(page.customer_url).toBe(`http://shop.test/order/${token}`);
    expect(page.notes.map((n) => n.text)).toEqual(['Gift wrap, please.']);
    const kinds = page.timeline.map((e) => `${e.kind} ${e.from ?? ''}→${e.to ?? ''}`);
    expect(kinds).toEqual([
      'placed →',
      'payment pending→paid',
      // the confirmation (this shop has no address of its own for the notice)
      expect.stringMatching(/^mail →buyer\d+@example\.am$/),
      'note →',
      'status 0→1',
      expect.stringMatching(/^mail →buyer/),
    ]);
    const moved = page.timeline.find((e) => e.kind === 'status')!;
    expect(moved).toMatchObject({ actor: 'Staff 2', detail: 'DHL CP123456789AM' });
    // the customer never sees the notes
    const customer = await t.request({ method: 'GET', url: `/api/payment/order/${token}` });
    expect(JSON.stringify(customer.json())).not.toContain('Gift wrap');
  });
});

describe('taking a status move back', () => {
  it('restores the previous status within the window, in the timeline and the audit log', async () => {
    shift = 0;
    const { orderNumber: id } = await paidOrder(t, ring);
    await ship(id, 'CP000000001AM');
    const delivered = await post(`orders/${id}/deliver`);
    expect(delivered.json().data.undo).toMatchObject({ from: 1, to: 2 });

    shift = 9 * 60_000;
    const undone = await post(`orders/${id}/undo`);
    expect(undone.statusCode).toBe(200);
    const page: StaffOrderView = undone.json().data;
    expect(page.order.done).toBe(1);
    expect(page.shipment?.number).toBe('CP000000001AM');
    expect(page.timeline.at(-1)).toMatchObject({ kind: 'undo', from: '2', to: '1' });
    // a move taken back is not taken back again
    expect(page.undo).toBeNull();
    expect((await post(`orders/${id}/undo`)).statusCode).toBe(409);

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entity_id, String(id))));
    expect(audit.map((a) => a.route)).toContain('POST /api/payment/orders/:id/undo');
    const entry = audit.find((a) => a.route === 'POST /api/payment/orders/:id/undo')!;
    expect(entry.changes.done).toEqual({ from: 2, to: 1 });
    shift = 0;
  });

  it('takes "in transit" back to new and forgets the tracking', async () => {
    const { orderNumber: id } = await paidOrder(t, ring);
    await ship(id, 'CP000000002AM');
    const page: StaffOrderView = (await post(`orders/${id}/undo`)).json().data;
    expect(page.order.done).toBe(0);
    expect(page.shipment).toBeNull();
  });

  it('refuses after the window with a 409 that says why', async () => {
    shift = 0;
    const { orderNumber: id } = await paidOrder(t, ring);
    await ship(id, 'CP000000003AM');
    await post(`orders/${id}/deliver`);
    shift = 11 * 60_000;
    expect((await view(id)).undo).toBeNull();
    const late = await post(`orders/${id}/undo`);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      'The status change can only be taken back within 10 minutes; it is too late now.',
    );
    expect((await view(id)).order.done).toBe(2);
    shift = 0;
  });

  it('has nothing to take back on a new order, nor for the Adder', async () => {
    const { orderNumber: id } = await paidOrder(t, ring);
    expect((await post(`orders/${id}/undo`)).statusCode).toBe(409);
    expect((await post(`orders/${id}/undo`, undefined, t.adder)).statusCode).toBe(403);
  });
});

describe('tries of one checkout', () => {
  it('lists the declined try under the order finally paid, and the paid one under the try', async () => {
    const shopper = someone();
    const basket = [{ id: ring, quantity: 1 }];
    const first = await t.place({ ...shopper, products: basket });
    await chooseOnCardPage(t, first.body.formUrl!, 'decline');
    expect((await check(t, first.body.orderId)).body.payment_status).toBe('declined');
    const second = await t.place({ ...shopper, products: basket });
    expect(second.body.orderNumber).not.toBe(first.body.orderNumber);
    await chooseOnCardPage(t, second.body.formUrl!, 'pay');
    await check(t, second.body.orderId);

    const paid = await view(second.body.orderNumber);
    expect(paid.attempts).toEqual([
      expect.objectContaining({ id: first.body.orderNumber, payment_status: 'declined' }),
    ]);
    expect(paid.timeline[0]).toMatchObject({
      kind: 'attempt',
      to: 'declined',
      detail: `#${first.body.orderNumber}`,
    });
    const declined = await view(first.body.orderNumber);
    expect(declined.attempts.map((a) => a.id)).toEqual([second.body.orderNumber]);

    // the grouped list shows the checkout once, as the order paid; `all` lists both
    const list = async (tries: string) => {
      const res = await t.request({
        method: 'GET',
        url: `/api/payment/orders?query=${encodeURIComponent(shopper.email)}&tries=${tries}`,
        token: t.seller,
      });
      expect(res.statusCode).toBe(200);
      return res.json().data.map((o: { id: number }) => o.id);
    };
    expect(await list('grouped')).toEqual([second.body.orderNumber]);
    expect(await list('all')).toEqual([second.body.orderNumber, first.body.orderNumber]);
    // the contract's bare list is every order, as ever
    const bare = (await t.orders()).map((o) => o.id);
    expect(bare).toEqual(expect.arrayContaining([first.body.orderNumber, second.body.orderNumber]));
  });

  it('keeps a declined order nobody tried again in the grouped list', async () => {
    const shopper = someone();
    const placed = await t.place({ ...shopper, products: [{ id: ring, quantity: 1 }] });
    await chooseOnCardPage(t, placed.body.formUrl!, 'decline');
    await check(t, placed.body.orderId);
    const res = await t.request({
      method: 'GET',
      url: `/api/payment/orders?query=${encodeURIComponent(shopper.email)}&tries=grouped`,
      token: t.seller,
    });
    expect(res.json().data.map((o: { id: number }) => o.id)).toEqual([placed.body.orderNumber]);
    expect((await view(placed.body.orderNumber)).attempts).toEqual([]);
  });
});

describe('honest totals', () => {
  const stats = async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/payment/orders/stats',
      token: t.seller,
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { count: number; kept: number; revenue: number; days: { kept: number }[] };
  };

  it('count what was paid and kept: a refund and a declined try add nothing', async () => {
    const before = await stats();
    const kept = await paidOrder(t, ring);
    const refunded = await paidOrder(t, ring);
    const cancel = await post(`orders/${refunded.orderNumber}/cancel`);
    expect(cancel.json().data.payment_status).toBe('refunded');
    const declined = await t.place({ ...someone(), products: [{ id: ring, quantity: 1 }] });
    await chooseOnCardPage(t, declined.body.formUrl!, 'decline');
    await check(t, declined.body.orderId);

    const after = await stats();
    const total = (await view(kept.orderNumber)).order.total;
    expect(after.count - before.count).toBe(3);
    expect(after.kept - before.kept).toBe(1);
    expect(after.revenue - before.revenue).toBe(total);
    expect(after.days.reduce((sum, d) => sum + d.kept, 0)).toBe(after.kept);
  });
});
