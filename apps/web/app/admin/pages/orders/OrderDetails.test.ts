import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { Order } from '../../client/types';
import { catalogFor } from '../../../lib/i18n/messages';
import '../../i18n/staff-catalogs';
import { OrderDetails } from './OrderDetails';

const order = (test_payment: boolean): Order => ({
  id: 7,
  name: 'Ann',
  surname: 'Test',
  email: 'ann@example.com',
  phone: '+37491234567',
  message: '',
  country: 'AM',
  region: 'Yerevan',
  address: 'Main 1',
  products: '[{"id":32,"title":"Bangle","model":"VS-1032","price":323700,"quantity":1}]',
  total: 325200,
  delivery: 1500,
  subtotal: 323700,
  discount: 0,
  discounts: [],
  payment_type: 1,
  payment_status: 'paid',
  payment_id: 'x',
  test_payment,
  done: 0,
  pickup: null,
  created_at: '2026-11-21T10:00:00Z',
  updated_at: '2026-11-21T10:00:00Z',
});

const details = (locale: 'hy' | 'en' | 'ru', o: Order) =>
  renderToStaticMarkup(
    createElement(
      IntlProvider,
      { locale, messages: catalogFor(locale) },
      createElement(OrderDetails, { order: o, placeText: (x: Order) => x.region }),
    ),
  );

describe('an expanded order', () => {
  it('says first that a test payment took no money, in the staff language', () => {
    const en = details('en', order(true));
    expect(en).toContain('Test payment');
    expect(en).toContain('no money was taken');
    expect(en.indexOf('Test payment')).toBeLessThan(en.indexOf('Main 1'));
    expect(details('ru', order(true))).toContain('Тестовая оплата');
    expect(details('hy', order(true))).toContain('Թեստային վճարում');
  });

  it('says nothing of it for a real payment', () => {
    expect(details('en', order(false))).not.toMatch(/test payment/i);
  });
});
