import { describe, expect, it } from 'vitest';
import type { Order } from '../client/types';
import { parseAddresses } from './contact/contact-api';
import {
  canCancel,
  nextStep,
  orderLines,
  orderPlace,
  statusLabelOf,
  sumTotals,
} from './orders/order-facts';
import { ordersWorkbook, type ExportLabels } from './orders/orders-export';
import { parseCategoryIds, productFormData } from './products/product-form-data';

describe('productFormData', () => {
  it('sends every field as the API reads multipart products', () => {
    const avatar = new File(['a'], 'main.png', { type: 'image/png' });
    const one = new File(['1'], 'one.png', { type: 'image/png' });
    const two = new File(['2'], 'two.png', { type: 'image/png' });
    const form = productFormData({
      title: ' Ring ',
      title_en: 'Ring',
      description_en: '<p>Hand <strong>made</strong></p> ',
      weight: 3.25,
      respect: 585,
      important: 2,
      status: false,
      price: 120000,
      category_id: [3, 7],
      blog_id: null,
      avatar,
      images: [one, two],
    });
    expect(form.get('title')).toBe('Ring');
    expect(form.get('title_ru')).toBe('');
    expect(form.get('description_en')).toBe('<p>Hand <strong>made</strong></p>');
    expect(form.get('description')).toBe('');
    expect(form.get('weight')).toBe('3.25');
    expect(form.get('respect')).toBe('585');
    expect(form.get('important')).toBe('2');
    expect(form.get('status')).toBe('0');
    expect(form.get('price')).toBe('120000');
    expect(form.get('category_id')).toBe('[3,7]');
    expect(form.get('blog_id')).toBe('');
    expect((form.get('avatar') as File).name).toBe('main.png');
    expect((form.get('images[0]') as File).name).toBe('one.png');
    expect((form.get('images[1]') as File).name).toBe('two.png');
  });

  it('reads category_id back', () => {
    expect(parseCategoryIds('[3,7]')).toEqual([3, 7]);
    expect(parseCategoryIds('nonsense')).toEqual([]);
  });
});

describe('parseAddresses', () => {
  it('reads the stored JSON string of [{address}]', () => {
    expect(parseAddresses('[{"address":"Abovyan 1"},{"address":"Mashtots 2"}]')).toEqual([
      { address: 'Abovyan 1' },
      { address: 'Mashtots 2' },
    ]);
    expect(parseAddresses('[{"x":1}, null, {"address":"A"}]')).toEqual([{ address: 'A' }]);
    expect(parseAddresses('not json')).toEqual([]);
  });
});

const order = (patch: Partial<Order>): Order => ({
  id: 1,
  name: 'Ann',
  surname: 'Test',
  email: 'ann@example.com',
  country: 'AM',
  phone: '+37491234567',
  message: '',
  region: 'Yerevan',
  address: 'Main 1',
  products: '[{"id":32,"title":"Bangle","model":"VS-1032","price":323700,"quantity":2}]',
  total: 648900,
  delivery: 1500,
  subtotal: 647400,
  discount: 0,
  discounts: [],
  payment_type: 1,
  payment_status: 'paid',
  payment_id: 'x',
  test_payment: false,
  done: 0,
  pickup: null,
  created_at: '2026-11-21T10:00:00Z',
  updated_at: '2026-11-21T10:00:00Z',
  ...patch,
});

describe('order facts', () => {
  it('name where an order goes in the staff language', () => {
    const label = (region: string) => (region === 'Yerevan' ? 'Երևան' : undefined);
    expect(orderPlace(order({}), label, 'hy')).toBe('Երևան');
    expect(orderPlace(order({ country: 'FR', region: 'Provence' }), label, 'ru')).toBe(
      'Франция, Provence',
    );
    expect(orderPlace(order({ country: 'DE', region: '' }), label, 'en')).toBe('Germany');
  });

  it('reads the lines as priced at order time', () => {
    expect(orderLines(order({}))).toEqual([
      { id: 32, title: 'Bangle', model: 'VS-1032', price: 323700, quantity: 2 },
    ]);
    expect(orderLines(order({ products: 'broken' }))).toEqual([]);
  });

  it('moves paid new orders on, then in-transit ones; nothing else', () => {
    expect(nextStep(order({ done: 0 }))).toBe('ship');
    expect(nextStep(order({ done: 0, payment_status: 'pending' }))).toBeNull();
    expect(nextStep(order({ done: 1 }))).toBe('deliver');
    expect(nextStep(order({ done: 2 }))).toBeNull();
    expect(nextStep(order({ done: 3 }))).toBeNull();
  });

  it('moves an order collected in store to ready for pickup, then collected (issue 38)', () => {
    const pickup = { id: 1, address: 'Abovyan 1', hours: '11–19' };
    expect(nextStep(order({ done: 0, pickup }))).toBe('ready');
    expect(nextStep(order({ done: 0, pickup, payment_status: 'pending' }))).toBeNull();
    expect(nextStep(order({ done: 1, pickup }))).toBe('collect');
    expect(statusLabelOf(order({ done: 1, pickup }))).toBe('admin.orders.status.ready');
    expect(statusLabelOf(order({ done: 2, pickup }))).toBe('admin.orders.status.collected');
    expect(statusLabelOf(order({ done: 1 }))).toBeUndefined();
  });

  it('cancels only new orders without a refund under way', () => {
    expect(canCancel(order({ done: 0 }))).toBe(true);
    expect(canCancel(order({ done: 0, payment_status: 'refunding' }))).toBe(false);
    expect(canCancel(order({ done: 1 }))).toBe(false);
  });

  it('sums the totals paid and kept: refunded, declined and cancelled orders add nothing', () => {
    expect(sumTotals([order({ total: 100 }), order({ total: 250 })])).toBe(350);
    expect(
      sumTotals([
        order({ total: 100 }),
        order({ total: 1000, payment_status: 'refunded', done: 3 }),
        order({ total: 2000, payment_status: 'declined' }),
        order({ total: 4000, payment_status: 'paid', done: 3 }),
        order({ total: 8000, payment_status: 'pending' }),
      ]),
    ).toBe(100);
    expect(sumTotals([])).toBe(0);
  });
});

describe('ordersWorkbook', () => {
  it('has a header row, a row per order and the sum', async () => {
    const labels: ExportLabels = {
      headers: Object.fromEntries(
        [
          'id',
          'date',
          'name',
          'surname',
          'email',
          'phone',
          'region',
          'address',
          'products',
          'subtotal',
          'discount',
          'discounts',
          'delivery',
          'total',
          'payment',
          'paymentStatus',
          'testPayment',
          'status',
          'message',
        ].map((key) => [key, key.toUpperCase()]),
      ) as ExportLabels['headers'],
      sheet: 'Orders',
      sumRow: 'Total',
      date: (iso) => iso.slice(0, 10),
      place: (o) => o.region,
      paymentType: () => 'Card',
      testPayment: (test) => (test ? 'TEST, NO MONEY' : ''),
      paymentStatus: (status) => status,
      status: (done) => String(done),
      discountName: (line) => line.name_en,
      freeDelivery: 'free delivery',
    };
    const discounts = [
      {
        promotion_id: 1,
        name: 'Ձմեռ',
        name_en: 'Winter',
        name_ru: 'Зима',
        code: null,
        amount: 500,
      },
      {
        promotion_id: 2,
        name: 'Կոդ',
        name_en: 'Code',
        name_ru: 'Код',
        code: 'VOSKI10',
        amount: 1000,
        free_delivery: true,
      },
    ];
    const workbook = await ordersWorkbook(
      [
        order({ id: 5 }),
        order({ id: 6, total: 100, test_payment: true, discount: 1500, discounts }),
      ],
      labels,
    );
    const ExcelJS = (await import('exceljs')).default;
    const read = new ExcelJS.Workbook();
    await read.xlsx.load(Buffer.from(workbook) as unknown as ArrayBuffer);
    const sheet = read.worksheets[0]!;
    expect(sheet.name).toBe('Orders');
    expect(sheet.getCell('I2').value).toContain('Bangle (VS-1032) × 2 = 647400');
    expect(sheet.getCell('N4').value).toBe(649000);
    // the discount: its amount and the promotions (with their codes) that gave it
    expect(sheet.getCell('K1').value).toBe('DISCOUNT');
    expect(sheet.getCell('K2').value).toBe(0);
    expect(sheet.getCell('K3').value).toBe(1500);
    expect(sheet.getCell('L3').value).toBe('Winter; Code (VOSKI10), free delivery');
    expect(sheet.getCell('A4').value).toBe('Total');
    expect(sheet.getCell('A2').value).toBe(5);
    expect(sheet.getRow(1).font).toMatchObject({ bold: true });
    // the test-payment column: its header, and the test-paid order's cell alone marked
    expect(sheet.getCell('Q1').value).toBe('TESTPAYMENT');
    expect(sheet.getCell('Q3').value).toBe('TEST, NO MONEY');
    expect(sheet.getCell('Q2').value).toBeNull();
  });
});
