import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Promotion, PromotionBody } from '@voski/contract';
import {
  check,
  chooseOnCardPage,
  someone,
  startOrderApp,
  type OrderApp,
} from './orders-fixtures.ts';

const names = (name: string) => ({ name, name_en: name, name_ru: name });

describe('promotion figures: orders and revenue per promotion', () => {
  let t: OrderApp;
  let ring: number;

  beforeAll(async () => {
    t = await startOrderApp();
    ring = await t.product({ title: 'Figure ring', price: 100_000 });
  });
  afterAll(() => t.close());

  const create = async (body: Partial<PromotionBody>) => {
    const res = await t.request({
      method: 'POST',
      url: '/api/promotions',
      token: t.adder,
      payload: { ...names('Figures'), kind: 'percent', value: 10, targets: { all: true }, ...body },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ data: Promotion }>().data;
  };
  const placeWith = async (code: string) => {
    const placed = await t.place({ ...someone(), products: [{ id: ring, quantity: 1 }], code });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    return placed.body;
  };
  const pay = async (order: { formUrl?: string; orderId: string }) => {
    await chooseOnCardPage(t, order.formUrl!, 'pay');
    expect((await check(t, order.orderId)).body.payment_status).toBe('paid');
  };

  it('counts open orders, and the paid and kept ones with their totals (not refunded, not expired)', async () => {
    const p = await create({ code: 'FIGURES' });
    const other = await create({ ...names('Unused'), code: 'UNUSED' });
    // 100,000 − 10% + 1,500 delivery to Yerevan
    const kept = await placeWith('FIGURES');
    await pay(kept);
    const alsoKept = await placeWith('figures');
    await pay(alsoKept);
    const refunded = await placeWith('FIGURES');
    await pay(refunded);
    const cancel = await t.request({
      method: 'POST',
      url: `/api/payment/orders/${refunded.orderNumber}/cancel`,
      token: t.seller,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await t.order(refunded.orderNumber)).payment_status).toBe('refunded');
    const expired = await placeWith('FIGURES');
    await t.sql(
      sql`update orders set expires_at = now() - interval '1 second' where id = ${expired.orderNumber}`,
    );
    await t.services.orders.settlement.sweep();
    expect((await t.order(expired.orderNumber)).payment_status).toBe('expired');
    await placeWith('FIGURES'); // waiting for its payment: used, not paid

    const one = await t.request({ method: 'GET', url: `/api/promotions/${p.id}`, token: t.adder });
    expect(one.json<{ data: Promotion }>().data).toMatchObject({
      uses: 3,
      paid_orders: 2,
      revenue: 2 * 91_500,
    });
    const list = await t.request({
      method: 'GET',
      url: '/api/promotions?per_page=100',
      token: t.admin,
    });
    expect(list.statusCode).toBe(200);
    const rows = list.json<{ data: Promotion[] }>().data;
    expect(rows.find((r) => r.id === p.id)).toMatchObject({ uses: 3, paid_orders: 2 });
    expect(rows.find((r) => r.id === other.id)).toMatchObject({
      uses: 0,
      paid_orders: 0,
      revenue: 0,
    });
  });
});
