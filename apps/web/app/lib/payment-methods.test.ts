import { describe, expect, it } from 'vitest';
import { PaymentType } from '@voski/contract/order-options';
import { parseMethods, paymentMarks } from './payment-methods';

describe('payment methods', () => {
  it('reads the ids the server offers, ignoring what it does not know', () => {
    expect(parseMethods({ data: [{ id: 1, name: 'card' }, { id: 9 }, null, { id: 3 }] })).toEqual([
      PaymentType.Card,
      PaymentType.PayPal,
    ]);
    expect(parseMethods({ data: 'x' })).toEqual([]);
  });

  it('shows the marks of what the shop takes now, and only those', () => {
    expect(paymentMarks([PaymentType.Card])).toEqual(['Visa', 'Mastercard', 'ArCa']);
    expect(paymentMarks([PaymentType.Card, PaymentType.PayPal])).toEqual([
      'Visa',
      'Mastercard',
      'ArCa',
      'PayPal',
    ]);
    expect(paymentMarks([PaymentType.PayPal])).toEqual(['PayPal']);
    expect(paymentMarks([])).toEqual([]);
  });
});
