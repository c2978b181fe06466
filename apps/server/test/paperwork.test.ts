import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { catalogClient } from './catalog-fixtures.ts';
import {
  check,
  chooseOnCardPage,
  someone,
  startOrderApp,
  type OrderApp,
} from './orders-fixtures.ts';
import { includedVat, type Paper } from '../src/modules/paperwork/paper-order.ts';
import { renderInvoice } from '../src/modules/paperwork/papers.ts';

let t: OrderApp;
let ring: number;
/** A paid order of two rings of size 17.5, and the customer's link to it. */
let paid: { id: number; token: string };
/** An order placed and not paid. */
let unpaid: { id: number; token: string };

const TAX_ID = '02612345';

/** The text of every page of a PDF, with runs of white space as one space. */
async function pdfText(body: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** Places an order for two rings (the customer's language hy); pays it when asked. */
async function place(pay: boolean): Promise<{ id: number; token: string }> {
  const placed = await t.place({
    ...someone(),
    name: 'Անահիտ',
    surname: 'Petrosyan',
    language: 'hy',
    products: [{ id: ring, quantity: 2, size: '17.5' }],
  });
  expect(placed.status).toBe(201);
  if (pay) await chooseOnCardPage(t, placed.body.formUrl!, 'pay');
  const checked = await check(t, placed.body.orderId);
  return { id: placed.body.orderNumber, token: checked.body.order_token as string };
}

/** Number formats group with no-break spaces: extracted text has plain ones. */
const spaced = (text: string) => text.replace(/\s/g, ' ');

const get = (url: string, token?: string) => t.request({ method: 'GET', url, token });

beforeAll(async () => {
  t = await startOrderApp({
    config: { paperwork: { shopName: 'Voski LLC', taxId: TAX_ID, vatPercent: 20 } },
  });
  const catalog = catalogClient(t, t.admin);
  ring = (
    await catalog.product({
      title: 'Մատանի «Արև»',
      title_en: 'Ring “Sun”',
      model: 'VS-7001',
      price: 150_000,
      weight: '3.25',
      respect: '750',
      sizes: '17, 17.5',
    })
  ).id;
  const contacts = (await get('/api/contacts/first')).json<{ id: number }>();
  const saved = await t.request({
    method: 'PUT',
    url: `/api/contacts/${contacts.id}`,
    token: t.admin,
    payload: {
      email: 'shop@voski.am',
      phone: '+374 10 555555',
      addresses: [{ address: 'Երևան, Աբովյան 1' }],
      addresses_en: [{ address: 'Yerevan, Abovyan 1' }],
      addresses_ru: [{ address: 'Ереван, Абовяна 1' }],
    },
  });
  expect(saved.statusCode).toBe(200);
  paid = await place(true);
  unpaid = await place(false);
});
afterAll(() => t.close());

describe('the invoice for staff', () => {
  it('is a PDF in the customer’s language: shop, customer, lines, totals and VAT', async () => {
    const res = await get(`/api/payment/orders/${paid.id}/invoice`, t.seller);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="invoice-${paid.id}.pdf"`,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const text = await pdfText(res.rawPayload);
    const order = await t.order(paid.id);
    expect(text).toContain(`Հաշիվ № ${paid.id}`);
    expect(text).toContain('Voski LLC');
    expect(text).toContain(`ՀՎՀՀ: ${TAX_ID}`);
    expect(text).toContain('Երևան, Աբովյան 1');
    expect(text).toContain('shop@voski.am');
    expect(text).toContain('Անահիտ Petrosyan');
    expect(text).toContain('Մատանի «Արև»');
    expect(text).toContain('VS-7001');
    expect(text).toContain('3,25'); // grams, as Armenian writes decimals
    expect(text).toContain('750');
    expect(text).toContain('17.5');
    const amount = (n: number) => spaced(new Intl.NumberFormat('hy').format(n));
    expect(text).toContain(`2 ${amount(150_000)} AMD — ${amount(300_000)} AMD`);
    expect(text).toContain(`Ընդամենը ${amount(order.total)} AMD`);
    expect(text).toContain(`այդ թվում ԱԱՀ 20% ${amount(Math.round(order.total / 6))} AMD`);
  });

  it('is in another language when staff ask for one', async () => {
    const res = await get(`/api/payment/orders/${paid.id}/invoice?lang=en`, t.admin);
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    const order = await t.order(paid.id);
    const amount = (n: number) => spaced(new Intl.NumberFormat('en').format(n));
    expect(text).toContain(`Invoice No. ${paid.id}`);
    expect(text).toContain(`Tax ID: ${TAX_ID}`);
    expect(text).toContain('Yerevan, Abovyan 1');
    expect(text).toContain('Ring “Sun”');
    expect(text).toContain('3.25');
    expect(text).toContain(`Delivery AMD ${amount(order.delivery)}`);
    expect(text).toContain(`Total AMD ${amount(order.total)}`);
    expect(text).toContain(`Including VAT 20% AMD ${amount(includedVat(order.total, 20))}`);
    expect(text).toContain('Prices include VAT.');
    const ru = await pdfText(
      (await get(`/api/payment/orders/${paid.id}/invoice?lang=ru`, t.admin)).rawPayload,
    );
    expect(ru).toContain(`Счёт № ${paid.id}`);
    expect(ru).toContain('Ереван, Абовяна 1');
  });

  it('answers 404 for an unknown order and 422 for an unknown language', async () => {
    expect((await get('/api/payment/orders/999999/invoice', t.seller)).statusCode).toBe(404);
    const bad = await get(`/api/payment/orders/${paid.id}/invoice?lang=de`, t.seller);
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ errors: { lang: ['The lang must be one of hy, en, ru.'] } });
  });

  it('is for Admins and Sellers: an Adder is refused, a stranger must sign in', async () => {
    for (const kind of ['invoice', 'packing-slip']) {
      const url = `/api/payment/orders/${paid.id}/${kind}`;
      expect((await get(url, t.adder)).statusCode).toBe(403);
      expect((await get(url)).statusCode).toBe(401);
    }
  });
});

describe('the packing slip', () => {
  it('says where the parcel goes and what is in it, without prices', async () => {
    const res = await get(`/api/payment/orders/${paid.id}/packing-slip?lang=en`, t.seller);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="packing-slip-${paid.id}.pdf"`,
    );
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(`Packing slip No. ${paid.id}`);
    expect(text).toContain('Ship to');
    expect(text).toContain('Abovyan 12, apt 3');
    expect(text).toContain('Ring “Sun” VS-7001 17.5 2 3.25');
    expect(text).toContain('Pieces in total 2');
    expect(text).not.toContain('AMD');
    const hy = await pdfText(
      (await get(`/api/payment/orders/${paid.id}/packing-slip`, t.seller)).rawPayload,
    );
    expect(hy).toContain(`Փաթեթավորման թերթիկ № ${paid.id}`);
    expect(hy).toContain('Մատանի «Արև»');
  });
});

describe('the customer’s invoice', () => {
  it('is there through the order link once the order is paid, in the language asked', async () => {
    const res = await get(`/api/payment/order/${paid.token}/invoice?lang=ru`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(await pdfText(res.rawPayload)).toContain(`Счёт № ${paid.id}`);
  });

  it('is refused before payment, and for an unknown link', async () => {
    const early = await get(`/api/payment/order/${unpaid.token}/invoice`);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: 'The invoice is ready once the order is paid.' });
    expect((await get('/api/payment/order/no-such-token/invoice')).statusCode).toBe(404);
    expect((await get(`/api/payment/order/${paid.token}/invoice?lang=xx`)).statusCode).toBe(422);
  });

  it('is refused again once the order is cancelled and refunded', async () => {
    const refunded = await place(true);
    expect((await get(`/api/payment/order/${refunded.token}/invoice`)).statusCode).toBe(200);
    const cancelled = await t.request({
      method: 'POST',
      url: `/api/payment/order/${refunded.token}/cancel`,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ data: { payment_status: 'refunded' } });
    expect((await get(`/api/payment/order/${refunded.token}/invoice`)).statusCode).toBe(409);
    // staff keep the papers of every order
    expect((await get(`/api/payment/orders/${refunded.id}/invoice`, t.seller)).statusCode).toBe(
      200,
    );
  });
});

describe('rendering', () => {
  it('takes a few milliseconds per invoice', async () => {
    const paper: Paper = {
      language: 'hy',
      shop: { name: 'Voski', taxId: TAX_ID, addresses: ['Երևան'], phone: '+374', email: 'a@b.am' },
      order: {
        id: 1,
        placedAt: new Date(),
        customer: { name: 'Անահիտ', email: 'a@b.am', phone: '+374', address: 'Երևան' },
        message: '',
        lines: Array.from({ length: 5 }, (_, i) => ({
          title: `Մատանի ${i} Ring Кольцо`,
          model: `VS-${i}`,
          size: '17',
          quantity: 1,
          price: 100_000,
          salePrice: undefined,
          weight: 3.5,
          fineness: 585,
        })),
        subtotal: 500_000,
        discounts: [],
        delivery: 0,
        total: 500_000,
      },
    };
    await renderInvoice(paper, 20); // the fonts are read once, at the first paper
    const runs = 20;
    let started = performance.now();
    for (let i = 0; i < runs; i++) await renderInvoice(paper, 20);
    const render = (performance.now() - started) / runs;
    started = performance.now();
    for (let i = 0; i < runs; i++) await t.services.paperwork.invoice(paid.id, 'hy');
    const served = (performance.now() - started) / runs;
    console.log(
      `one invoice: ${render.toFixed(1)} ms rendered, ${served.toFixed(1)} ms read and rendered`,
    );
    expect(render).toBeLessThan(250);
  });
});
