import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codeMessages,
  promoteBasket,
  promotionState,
  type ProductDetail,
  type Promotion,
  type PromotionBody,
  type Quote,
} from '@voski/contract';
import { catalogClient } from './catalog-fixtures.ts';
import { orders } from '../src/db/schema/index.ts';
import { someone, startOrderApp, type OrderApp } from './orders-fixtures.ts';

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString();

const names = (name: string) => ({ name, name_en: name, name_ru: name });

describe('promotions', () => {
  let t: OrderApp;
  let catalog: ReturnType<typeof catalogClient>;
  let rings: number;
  let wedding: number;
  /** Fixed price 100,000, silver 999, in Rings › Wedding. */
  let ring: number;
  /** Weight-priced gold 585: 5.123 g at 30,000 AMD/g + 3,500 AMD/g making = 171,600. */
  let chain: number;
  /** Fixed price 50,000, silver 999, in no category. */
  let brooch: number;

  beforeAll(async () => {
    t = await startOrderApp();
    catalog = catalogClient(t, t.admin);
    rings = await catalog.category('Rings');
    wedding = await catalog.category('Wedding', rings);
    const silver = { metal_kind: 'silver', metal: '', metal_en: '', metal_ru: '', respect: 999 };
    ring = (
      await catalog.product({
        ...silver,
        title: 'Ring',
        title_en: 'Ring',
        price: 100_000,
        category_id: `[${wedding}]`,
      })
    ).id;
    brooch = (
      await catalog.product({ ...silver, title: 'Brooch', title_en: 'Brooch', price: 50_000 })
    ).id;
    const set = await t.request({
      method: 'PUT',
      url: '/api/metal-prices',
      token: t.admin,
      payload: { metal: 'gold', fineness: 585, price_per_gram: 30_000 },
    });
    expect(set.statusCode).toBe(200);
    const weighed = await catalog.product({
      title: 'Chain',
      title_en: 'Chain',
      priced_by_weight: 1,
      metal_kind: 'gold',
      metal: '',
      metal_en: '',
      metal_ru: '',
      respect: 585,
      weight: '5.123',
      making_charge: 3_500,
      making_per_gram: 1,
      price: 0,
    });
    expect(weighed.price).toBe(171_600);
    chain = weighed.id;
  });
  afterAll(() => t.close());

  const save = (body: PromotionBody, token = t.adder) =>
    t.request({ method: 'POST', url: '/api/promotions', token, payload: body });
  const create = async (body: Partial<PromotionBody>) => {
    const res = await save({
      ...names('Sale'),
      kind: 'percent',
      value: 10,
      targets: { all: true },
      ...body,
    } as PromotionBody);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ data: Promotion }>().data;
  };
  const pause = async (p: Promotion) => {
    const { id, state: _s, uses: _u, created_at: _c, updated_at: _up, ...rest } = p;
    const res = await t.request({
      method: 'PUT',
      url: `/api/promotions/${id}`,
      token: t.adder,
      payload: { ...rest, paused: true },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const quote = (products: { id: number; quantity: number }[], code?: string) =>
    t.request({
      method: 'POST',
      url: '/api/payment/quote',
      payload: { products, region: 'Yerevan', ...(code === undefined ? {} : { code }) },
    });
  const quoted = async (products: { id: number; quantity: number }[], code?: string) => {
    const res = await quote(products, code);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Quote>();
  };
  const refusedWith = async (
    products: { id: number; quantity: number }[],
    code: string,
    message: string,
  ) => {
    const res = await quote(products, code);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ errors: { code: [message] } });
  };
  const detail = async (id: number) =>
    (await t.request({ method: 'GET', url: `/api/products/${id}` })).json<ProductDetail>();

  it('keeps the rules in the contract: states at their moments, rounding, best per line', () => {
    const rule = {
      id: 1,
      kind: 'percent' as const,
      value: 15,
      targets: { all: true, categories: [], products: [], metal: null, fineness: null },
      code: null,
      min_basket: null,
      starts_at: '2026-11-30T20:00:00.000Z',
      ends_at: '2026-12-07T20:00:00.000Z',
      paused: false,
    };
    expect(promotionState(rule, Date.parse('2026-11-30T19:59:59.999Z'))).toBe('scheduled');
    expect(promotionState(rule, Date.parse('2026-11-30T20:00:00.000Z'))).toBe('running');
    expect(promotionState(rule, Date.parse('2026-12-07T20:00:00.000Z'))).toBe('ended');
    expect(promotionState({ ...rule, paused: true }, Date.parse('2026-12-01T00:00:00Z'))).toBe(
      'paused',
    );
    const item = {
      id: 5,
      price: 123_400,
      categories: [],
      metal_kind: null,
      respect: 0,
      making: null,
    };
    const now = Date.parse('2026-12-01T00:00:00Z');
    const outcome = promoteBasket(
      [{ item, quantity: 2 }],
      [rule, { ...rule, id: 2, kind: 'amount', value: 20_000 }],
      null,
      now,
    );
    // 15% of 123,400 is 18,510: 18,500 off, rounded to 100 AMD; 20,000 off is better.
    expect(outcome).toEqual({
      basket: {
        sale_prices: [103_400],
        discounts: [{ promotion_id: 2, code: null, amount: 40_000 }],
        discount: 40_000,
        free_delivery: false,
      },
    });
  });

  it('reads starts and ends as Yerevan days and times', async () => {
    const p = await create({
      ...names('December'),
      starts_at: '2026-12-01',
      ends_at: '2026-12-07',
      code: 'DEC-1',
    });
    expect(p.starts_at).toBe('2026-11-30T20:00:00.000Z');
    expect(p.ends_at).toBe('2026-12-07T20:00:00.000Z');
    const timed = await create({
      ...names('Morning'),
      starts_at: '2026-12-01T09:30',
      ends_at: '2026-12-01T12:00+04:00',
      code: 'MORNING',
    });
    expect(timed.starts_at).toBe('2026-12-01T05:30:00.000Z');
    expect(timed.ends_at).toBe('2026-12-01T08:00:00.000Z');
  });

  it('refuses bad promotions field by field, and sellers', async () => {
    const base = { ...names('X'), kind: 'percent', value: 10, targets: { all: true } } as const;
    const cases: [Partial<PromotionBody>, string][] = [
      [{ value: 150 }, 'value'],
      [{ targets: { all: false } }, 'targets.all'],
      [{ starts_at: '2026-12-07', ends_at: '2026-12-01' }, 'ends_at'],
      [{ starts_at: 'tomorrow' }, 'starts_at'],
      [{ code: 'a b' }, 'code'],
      [{ min_basket: 1000 }, 'min_basket'],
      [{ kind: 'half' as never }, 'kind'],
    ];
    for (const [change, field] of cases) {
      const res = await save({ ...base, ...change } as PromotionBody);
      expect(res.statusCode, JSON.stringify(change)).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(field);
    }
    await create({ ...names('Unique'), code: 'Twice' });
    const twice = await save({ ...base, code: 'TWICE' });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors.code).toEqual(['Another promotion has this code.']);
    expect((await save(base, t.seller)).statusCode).toBe(403);
  });

  it('shows a sale on product answers and charges it, the best automatic one per line', async () => {
    const weddingSale = await create({
      ...names('Wedding −15%'),
      targets: { categories: [rings] },
      value: 15,
      ends_at: day(7),
    });
    const small = await create({
      ...names('−1000'),
      kind: 'amount',
      value: 1_000,
      targets: { products: [ring] },
    });
    const making = await create({
      ...names('Making −50% on 585 gold'),
      kind: 'making_percent',
      value: 50,
      targets: { metal: 'gold', fineness: 585 },
    });
    const page = await detail(ring);
    expect(page.price).toBe(100_000);
    expect(page.sale_price).toBe(85_000);
    expect(page.sale_ends_at).toBe(weddingSale.ends_at);
    // The metal stays: 5.123 g × 3,500 = 17,931 of making, half of it 8,965.5 → 9,000 off.
    expect((await detail(chain)).sale_price).toBe(162_600);
    expect((await detail(brooch)).sale_price ?? null).toBeNull();
    const list = await t.request({ method: 'GET', url: '/api/products?page=1&per_page=24' });
    const listed = list.json<{ data: { id: number; sale_price?: number | null }[] }>().data;
    expect(listed.find((p) => p.id === ring)?.sale_price).toBe(85_000);

    const q = await quoted([
      { id: ring, quantity: 2 },
      { id: chain, quantity: 1 },
      { id: brooch, quantity: 1 },
    ]);
    expect(q.lines.map((l) => l.sale_price)).toEqual([85_000, 162_600, null]);
    expect(q.subtotal).toBe(200_000 + 171_600 + 50_000);
    expect(q.discounts).toEqual([
      expect.objectContaining({ promotion_id: weddingSale.id, code: null, amount: 30_000 }),
      expect.objectContaining({ promotion_id: making.id, code: null, amount: 9_000 }),
    ]);
    expect(q.discount).toBe(39_000);
    expect(q.total).toBe(q.subtotal - 39_000 + 1_500);

    // A basket filled before the sale is told the price changed.
    const sent = await quote([{ id: ring, quantity: 1, price: 100_000 } as never]);
    expect(sent.json<Quote>().changed).toEqual([{ id: ring, was: 100_000, now: 85_000 }]);

    for (const p of [weddingSale, small, making]) await pause(p);
    expect((await detail(ring)).sale_price ?? null).toBeNull();
  });

  it('puts one code on top of the sales, and refuses it with a reason', async () => {
    const sale = await create({ ...names('All −10%'), value: 10 });
    await create({ ...names('Code'), code: 'voski10', value: 10 });
    const q = await quoted([{ id: ring, quantity: 1 }], ' Voski10 ');
    // 100,000 − 10% = 90,000, then the code's 10% of 90,000.
    expect(q.code).toBe('VOSKI10');
    expect(q.discounts.map((d) => [d.code, d.amount])).toEqual([
      [null, 10_000],
      ['VOSKI10', 9_000],
    ]);
    expect(q.total).toBe(100_000 - 19_000 + 1_500);

    await create({
      ...names('5000 off 200000'),
      code: 'MINUS5000',
      kind: 'amount',
      value: 5_000,
      min_basket: 200_000,
    });
    await refusedWith([{ id: ring, quantity: 1 }], 'minus5000', codeMessages.minimum(200_000));
    const big = await quoted([{ id: ring, quantity: 3 }], 'MINUS5000');
    expect(big.discounts.at(-1)).toMatchObject({ code: 'MINUS5000', amount: 5_000 });

    await refusedWith([{ id: ring, quantity: 1 }], 'NOPE', codeMessages.unknown);
    await create({ ...names('Later'), code: 'LATER', starts_at: day(2) });
    await refusedWith([{ id: ring, quantity: 1 }], 'later', codeMessages.notStarted);
    await create({ ...names('Over'), code: 'OVER', starts_at: day(-3), ends_at: day(-1) });
    await refusedWith([{ id: ring, quantity: 1 }], 'over', codeMessages.ended);
    await create({ ...names('Off'), code: 'PAUSED', paused: true });
    await refusedWith([{ id: ring, quantity: 1 }], 'paused', codeMessages.ended);
    await create({ ...names('Brooches'), code: 'BROOCH', targets: { products: [brooch] } });
    await refusedWith([{ id: ring, quantity: 1 }], 'brooch', codeMessages.notForItems);
    // Placing refuses as the quote does.
    const placed = await t.place({
      ...someone(),
      products: [{ id: ring, quantity: 1 }],
      code: 'NOPE',
    });
    expect(placed.status).toBe(422);
    expect(placed.body.errors).toEqual({ code: [codeMessages.unknown] });
    await pause(sale);
  });

  it('stores the discount lines with the order and charges the discounted total', async () => {
    const p = await create({ ...names('Stored'), code: 'STORED', value: 20 });
    const placed = await t.place({
      ...someone(),
      products: [{ id: ring, quantity: 1 }],
      code: 'stored',
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const [row] = await t.database.db
      .select({
        subtotal: orders.subtotal,
        discount: orders.discount,
        discounts: orders.discounts,
        total: orders.total,
      })
      .from(orders)
      .where(eq(orders.id, placed.body.orderNumber));
    expect(Number(row!.subtotal)).toBe(100_000);
    expect(Number(row!.discount)).toBe(20_000);
    expect(Number(row!.total)).toBe(81_500);
    expect(row!.discounts).toEqual([
      expect.objectContaining({ promotion_id: p.id, code: 'STORED', amount: 20_000 }),
    ]);
    const view = await t.order(placed.body.orderNumber);
    expect(view).toMatchObject({ subtotal: 100_000, discount: 20_000, total: 81_500 });
    expect(view.discounts).toEqual([
      { promotion_id: p.id, ...names('Stored'), code: 'STORED', amount: 20_000 },
    ]);
    const status = await t.gatewayStatus(placed.body.orderId);
    expect(status.amount).toBe(81_500 * 100);
    await pause(p);
  });

  it('lets exactly as many simultaneous orders use a code as its limit allows', async () => {
    await create({ ...names('Five'), code: 'FIVE', usage_limit: 5 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.place({ ...someone(), products: [{ id: brooch, quantity: 1 }], code: 'five' }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(5);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused).toHaveLength(15);
    for (const a of refused) {
      expect(a.status).toBe(422);
      expect(a.body.errors).toEqual({ code: [codeMessages.usedUp] });
    }
    await refusedWith([{ id: brooch, quantity: 1 }], 'FIVE', codeMessages.usedUp);
    const list = await t.request({
      method: 'GET',
      url: '/api/promotions?state=running',
      token: t.adder,
    });
    expect(list.json<{ data: Promotion[] }>().data.find((p) => p.code === 'FIVE')?.uses).toBe(5);
  });

  it('counts uses per e-mail, and an expired unpaid order gives its use back', async () => {
    await create({ ...names('Once each'), code: 'ONCE', usage_limit: 1, usage_limit_per_email: 1 });
    const buyer = someone();
    const first = await t.place({
      ...buyer,
      products: [{ id: brooch, quantity: 1 }],
      code: 'ONCE',
    });
    expect(first.status).toBe(201);
    const again = await t.place({
      ...buyer,
      products: [{ id: brooch, quantity: 2 }],
      code: 'ONCE',
    });
    expect(again.body.errors).toEqual({ code: [codeMessages.usedUp] });
    await t.sql(
      sql`update orders set expires_at = now() - interval '1 second' where id = ${first.body.orderNumber}`,
    );
    await t.services.orders.settlement.sweep();
    expect((await t.order(first.body.orderNumber)).done).toBe(3);
    const after = await t.place({
      ...someone(),
      products: [{ id: brooch, quantity: 1 }],
      code: 'ONCE',
    });
    expect(after.status, JSON.stringify(after.body)).toBe(201);
  });

  it('deletes a promotion orders used (they keep their lines), recording it in the audit log', async () => {
    const used = await t.request({
      method: 'GET',
      url: '/api/promotions?per_page=100',
      token: t.adder,
    });
    const stored = used.json<{ data: Promotion[] }>().data.find((p) => p.code === 'STORED')!;
    expect(stored.uses).toBe(1);
    const del = await t.request({
      method: 'DELETE',
      url: `/api/promotions/${stored.id}`,
      token: t.adder,
    });
    expect(del.statusCode).toBe(200);
    const [kept] = await t.database.db
      .select({ discounts: orders.discounts })
      .from(orders)
      .where(sql`${orders.discounts} @> ${JSON.stringify([{ code: 'STORED' }])}::jsonb`);
    expect(kept?.discounts[0]).toMatchObject({ code: 'STORED', amount: 20_000 });
    const again = await t.request({
      method: 'DELETE',
      url: `/api/promotions/${stored.id}`,
      token: t.adder,
    });
    expect(again.statusCode).toBe(404);
    const audit = await t.request({
      method: 'GET',
      url: `/api/audit?entity=promotion&entity_id=${stored.id}`,
      token: t.admin,
    });
    expect(audit.json<{ data: { action: string }[] }>().data.map((e) => e.action)).toEqual([
      'delete',
      'update',
      'create',
    ]);
  });

  it('clears cached pages when a sale starts or ends', async () => {
    let heard = 0;
    const off = t.app.storefrontChanges.subscribe(() => heard++);
    await create({
      ...names('Soon'),
      starts_at: new Date(Date.now() + 300).toISOString(),
      targets: { products: [brooch] },
    });
    const before = heard;
    await new Promise((r) => setTimeout(r, 600));
    expect(heard).toBeGreaterThan(before);
    expect((await detail(brooch)).sale_price).toBe(45_000);
    off();
  });
});
