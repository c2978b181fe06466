import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, weightPrice, type Product } from '@voski/contract';
import { catalogClient, multipart } from './catalog-fixtures.ts';
import { startOrderApp, type OrderApp } from './orders-fixtures.ts';

describe('weightPrice', () => {
  it('is weight × price per gram + making charge, rounded half up to 100 AMD', () => {
    const price = (weight: number, pricePerGram: number, makingCharge = 0, makingPerGram = false) =>
      weightPrice({ weight, pricePerGram, makingCharge, makingPerGram });
    expect(price(3.5, 28_000, 15_000)).toBe(113_000);
    expect(price(2.345, 27_999)).toBe(65_700); // 65,657.655
    expect(price(1, 150)).toBe(200); // exactly half: up
    expect(price(1, 149)).toBe(100);
    expect(price(2, 30_000, 5_000, true)).toBe(70_000);
    // 0.1 + 0.2 in floating point would be 0.30000000000000004 grams: milligrams keep it exact.
    expect(price(0.3, 1_500)).toBe(500); // 450 → 500
    expect(price(1.005, 10_000)).toBe(10_100); // 10,050 → half up
  });
});

describe('metal prices', () => {
  let t: OrderApp;
  let catalog: ReturnType<typeof catalogClient>;
  beforeAll(async () => {
    t = await startOrderApp();
    catalog = catalogClient(t, t.admin);
  });
  afterAll(() => t.close());

  const setPrice = (body: Record<string, unknown>, token = t.admin) =>
    t.request({ method: 'PUT', url: '/api/metal-prices', token, payload: body });

  const byWeight = (fields: Record<string, string | number>) =>
    catalog.product({
      priced_by_weight: 1,
      metal_kind: 'gold',
      respect: 750,
      weight: '3.5',
      making_charge: 15_000,
      ...fields,
    });

  const productPrice = async (id: number) =>
    (await t.request({ method: 'GET', url: `/api/products/${id}` })).json<Product>().price;

  it('only Admins set prices; bad values get a 422 naming the field', async () => {
    for (const role of [Role.Seller, Role.Adder]) {
      const res = await setPrice(
        { metal: 'gold', fineness: 750, price_per_gram: 1 },
        await t.staffToken(role),
      );
      expect(res.statusCode).toBe(403);
    }
    expect((await t.request({ method: 'PUT', url: '/api/metal-prices' })).statusCode).toBe(401);
    const bad = await setPrice({ metal: 'Copper!', fineness: 1000, price_per_gram: 0 });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['fineness', 'metal', 'price_per_gram']);
    // a metal no kind has, a fineness its kind does not come in
    const copper = await setPrice({ metal: 'copper', fineness: 750, price_per_gram: 10 });
    expect(copper.statusCode).toBe(422);
    expect(Object.keys(copper.json().errors)).toEqual(['metal']);
    const sterling = await t.request({
      method: 'POST',
      url: '/api/metals',
      token: t.admin,
      payload: {
        key: 'sterling',
        name: 'Ստեռլինգ',
        name_en: 'Sterling',
        name_ru: 'Стерлинг',
        finenesses: [925],
      },
    });
    expect(sterling.statusCode, sterling.body).toBe(201);
    const off = await setPrice({ metal: 'sterling', fineness: 750, price_per_gram: 10 });
    expect(off.statusCode).toBe(422);
    expect(off.json().errors.fineness).toEqual(['For this metal the fineness must be one of 925.']);
    expect((await t.request({ method: 'GET', url: '/api/metal-prices' })).json()).toEqual([]);
  });

  it('a product priced by weight needs a price per gram for its metal and fineness', async () => {
    const body = await multipart({
      title: 'Ring',
      priced_by_weight: 1,
      metal_kind: 'gold',
      respect: 585,
      weight: '2',
    });
    const res = await t.request({
      method: 'POST',
      url: '/api/products',
      token: t.admin,
      ...body,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.priced_by_weight[0]).toMatch(
      /No price per gram is set for gold at 585/,
    );
    const noWeight = await t.request({
      method: 'POST',
      url: '/api/products',
      token: t.admin,
      ...(await multipart({
        title: 'Ring',
        priced_by_weight: 1,
        metal_kind: 'gold',
        respect: 585,
      })),
    });
    expect(noWeight.json().errors).toHaveProperty('weight');
    // Without pricing by weight a price is still required.
    const noPrice = await t.request({
      method: 'POST',
      url: '/api/products',
      token: t.admin,
      ...(await multipart({ title: 'Ring' })),
    });
    expect(noPrice.json().errors.price).toEqual(['The price field is required.']);
  });

  it('prices on save, reprices every such product when the price changes, and keeps orders', async () => {
    const set = await setPrice({ metal: 'gold', fineness: 750, price_per_gram: 28_000 });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({
      data: { metal: 'gold', fineness: 750, price_per_gram: 28_000 },
      repriced: 0,
    });
    // A sent price is ignored: the server works it out.
    const ring = await byWeight({ price: 1 });
    expect(ring.price).toBe(113_000);
    expect(ring).toMatchObject({
      priced_by_weight: true,
      metal_kind: 'gold',
      making_charge: 15_000,
    });
    const perGram = await byWeight({ weight: '2', making_charge: 5_000, making_per_gram: 1 });
    expect(perGram.price).toBe(66_000);
    const other585 = await byWeight({ respect: 585 }).catch((e: Error) => e);
    expect(other585).toBeInstanceOf(Error); // no 585 price yet
    const fixed = await catalog.product({ price: 99_000, respect: 750, weight: '3' });

    const placed = await t.place({ products: [{ id: ring.id, quantity: 1 }] });
    expect(placed.status).toBe(201);

    const change = await setPrice({ metal: 'gold', fineness: 750, price_per_gram: 30_000 });
    expect(change.json().repriced).toBe(2);
    expect(await productPrice(ring.id)).toBe(
      weightPrice({
        weight: 3.5,
        pricePerGram: 30_000,
        makingCharge: 15_000,
        makingPerGram: false,
      }),
    );
    expect(await productPrice(ring.id)).toBe(120_000);
    expect(await productPrice(perGram.id)).toBe(70_000);
    expect(await productPrice(fixed.id)).toBe(99_000);
    const order = await t.order(placed.body.orderNumber);
    expect(order.subtotal).toBe(113_000);
    expect(JSON.parse(order.products)[0]).toMatchObject({ id: ring.id, price: 113_000 });

    const history = await t.request({
      method: 'GET',
      url: '/api/metal-prices/history?metal=gold&fineness=750',
      token: t.admin,
    });
    expect(history.json().data.map((h: { price_per_gram: number }) => h.price_per_gram)).toEqual([
      30_000, 28_000,
    ]);
    expect(history.json().meta.total).toBe(2);
    const audit = await t.request({
      method: 'GET',
      url: '/api/audit?entity=metal%20price',
      token: t.admin,
    });
    expect(audit.json().data[0]).toMatchObject({
      action: 'update',
      entity_id: 'gold 750',
      changes: { price_per_gram: { from: 28_000, to: 30_000 } },
    });
  });

  it('the database reprices to the dram what weightPrice works out, over many weights', async () => {
    await setPrice({ metal: 'silver', fineness: 999, price_per_gram: 600 });
    const made: { id: number; weight: number; making: number; perGram: boolean }[] = [];
    for (let i = 0; i < 12; i++) {
      const weight = Math.round((0.5 + i * 1.237) * 1000) / 1000;
      const making = 1_000 + i * 777;
      const perGram = i % 2 === 0;
      const p = await byWeight({
        metal_kind: 'silver',
        respect: 999,
        weight: String(weight),
        making_charge: making,
        making_per_gram: perGram ? 1 : 0,
      });
      made.push({ id: p.id, weight, making, perGram });
    }
    await setPrice({ metal: 'silver', fineness: 999, price_per_gram: 733 });
    for (const m of made) {
      expect(await productPrice(m.id)).toBe(
        weightPrice({
          weight: m.weight,
          pricePerGram: 733,
          makingCharge: m.making,
          makingPerGram: m.perGram,
        }),
      );
    }
  });
  it('a price over the highest a product may have is a 422, on save and on a new price per gram', async () => {
    await setPrice({ metal: 'platinum', fineness: 958, price_per_gram: 20_000 });
    const heavy = (fields: Record<string, string | number>) =>
      multipart({
        title: 'Ingot',
        priced_by_weight: 1,
        metal_kind: 'platinum',
        respect: 958,
        ...fields,
      }).then((body) =>
        t.request({ method: 'POST', url: '/api/products', token: t.admin, ...body }),
      );
    // 100 kg at 20,000 AMD per gram plus 2,000,000,000 AMD per gram of making: over PRICE_MAX
    const tooDear = await heavy({
      weight: '100000',
      making_charge: 2_000_000_000,
      making_per_gram: 1,
    });
    expect(tooDear.statusCode).toBe(422);
    expect(tooDear.json().errors.weight[0]).toMatch(/more than 2000000000 AMD/);

    // 90 kg at 20,000 is 1,800,000,000: allowed, until the price per gram goes up
    const bar = await byWeight({
      metal_kind: 'platinum',
      respect: 958,
      weight: '90000',
      making_charge: 0,
    });
    expect(bar.price).toBe(1_800_000_000);
    const up = await setPrice({ metal: 'platinum', fineness: 958, price_per_gram: 25_000 });
    expect(up.statusCode).toBe(422);
    expect(up.json().errors.price_per_gram[0]).toMatch(/1 product\(s\) priced by weight/);
    // nothing changed: neither the price per gram nor the product
    expect(await productPrice(bar.id)).toBe(1_800_000_000);
    const list = (await t.request({ method: 'GET', url: '/api/metal-prices' })).json();
    expect(list).toContainEqual(
      expect.objectContaining({ metal: 'platinum', price_per_gram: 20_000 }),
    );
    expect(
      (await setPrice({ metal: 'platinum', fineness: 958, price_per_gram: 21_000 })).statusCode,
    ).toBe(200);
    expect(await productPrice(bar.id)).toBe(1_890_000_000);
  });
});
