import { describe, expect, it } from 'vitest';
import { orderConfirmation, statusNotice, type MailOrder } from './notice-mails.ts';

const shop = { publicUrl: 'https://voski.example', shopEmail: 'shop@voski.example' };

const order = (language: string): MailOrder => ({
  id: 7,
  name: 'Anna',
  surname: 'Petrosyan',
  email: 'anna@example.am',
  phone: '+37491234567',
  message: '',
  country: 'AM',
  region: 'Yerevan',
  address: 'Abovyan 1',
  lines: [],
  subtotal: 10_000,
  delivery: 0,
  total: 10_000,
  payment_status: 'paid',
  payment_type: 1,
  test_payment: false,
  language,
  customer_token: 'token-7',
  paid_at: new Date('2026-01-01T10:00:00Z'),
});

describe('the mails to a customer link the return policy in their language', () => {
  it.each([
    ['hy', 'https://voski.example/return-policy', 'Վերադարձի կանոններ'],
    ['en', 'https://voski.example/en/return-policy', 'Our return policy'],
    ['ru', 'https://voski.example/ru/return-policy', 'Условия возврата'],
  ])('%s', (language, url, label) => {
    for (const mail of [
      orderConfirmation(shop, order(language)),
      statusNotice(shop, order(language), 2),
    ]) {
      expect(mail.html, mail.kind).toContain(`<a href="${url}" style="color:#976e2b">${label}</a>`);
      expect(mail.text, mail.kind).toContain(`${label}: ${url}`);
    }
  });

  it('falls back to the shop’s language for an order of an unknown one', () => {
    expect(orderConfirmation(shop, order('de')).text).toContain(
      'Վերադարձի կանոններ: https://voski.example/return-policy\n',
    );
  });
});

describe('the confirmation shows the discounts', () => {
  it('lists a code’s amount off, and says a delivery the code made free', () => {
    const mail = orderConfirmation(shop, {
      ...order('en'),
      subtotal: 100_000,
      total: 90_000,
      discounts: [
        {
          promotion_id: 1,
          name: 'Տասը',
          name_en: 'Ten',
          name_ru: 'Десять',
          code: 'FREE10',
          amount: 10_000,
          free_delivery: true,
        },
      ],
    });
    expect(mail.text).toMatch(/Discount code FREE10: −AMD\s10,000\nDelivery: free \(code\)\n/);
  });
});

describe('the "on its way" mail names the carrier and links to the parcel (issue 38)', () => {
  const shipment = {
    carrier_id: 1,
    carrier: 'HayPost',
    number: 'RR123456789AM',
    url: 'https://track.example/?code=RR123456789AM',
    sent_at: '2026-01-02T10:00:00Z',
  };
  it.each([
    ['hy', 'Առաքիչը՝ HayPost, հետևման համարը՝ RR123456789AM։', 'Հետևել ծանրոցին'],
    ['en', 'Carrier: HayPost, tracking number: RR123456789AM.', 'Track your parcel'],
    ['ru', 'Перевозчик: HayPost, трек-номер: RR123456789AM.', 'Отследить посылку'],
  ])('%s', (language, sentence, label) => {
    const mail = statusNotice(shop, { ...order(language), shipment }, 1);
    expect(mail.text).toContain(sentence);
    expect(mail.text).toContain(`${label}: ${shipment.url}`);
    expect(mail.html).toContain(`href="${shipment.url}"`);
    // delivered, or sent without tracking: no parcel link
    expect(statusNotice(shop, { ...order(language), shipment }, 2).text).not.toContain(
      shipment.url,
    );
    expect(statusNotice(shop, order(language), 1).text).not.toContain('track.example');
  });
});
