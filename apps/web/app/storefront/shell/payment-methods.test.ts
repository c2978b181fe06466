import { describe, expect, it } from 'vitest';
import { PaymentType } from '@voski/contract/order-options';
import { methodsOf, paymentMarks } from './payment-methods';

describe('payment methods', () => {
  it('reads the ids the server offers, leaving out any this storefront does not know', () => {
    const offered = [
      { id: 1, name: 'card' as const },
      { id: 9, name: 'card' as const },
      { id: 3, name: 'paypal' as const },
    ];
    expect(methodsOf({ data: offered })).toEqual([PaymentType.Card, PaymentType.PayPal]);
    expect(methodsOf(null)).toEqual([]);
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
