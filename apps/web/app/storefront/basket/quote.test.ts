import { describe, expect, it } from 'vitest';
import { shownQuote } from './quote';

describe('shownQuote', () => {
  it('reads the total, the changed prices and what is left of each line', () => {
    const line = { title: 'Ring', model: 'VS-1', price: 1000, quantity: 1, total: 1000 };
    expect(
      shownQuote({
        lines: [
          { ...line, id: 1, size: '17', left: 2, sale_price: null },
          { ...line, id: 2, left: null, sale_price: 900 },
        ],
        subtotal: 2000,
        discount: 300,
        discounts: [
          { promotion_id: 1, name: 'S', name_en: 'S', name_ru: 'S', code: null, amount: 100 },
          { promotion_id: 2, name: 'C', name_en: 'C', name_ru: 'C', code: 'VOSKI10', amount: 200 },
        ],
        code: 'VOSKI10',
        delivery: null,
        total: 5000,
        currency: 'AMD',
        display: { currency: 'AMD', rate: 1, total: 5000 },
        changed: [{ id: 1, was: 900, now: 1000 }],
        deliverable: true,
      }),
    ).toEqual({
      total: 5000,
      changed: [{ id: 1, was: 900, now: 1000 }],
      left: [
        { id: 1, size: '17', left: 2 },
        { id: 2, left: null },
      ],
      code: { code: 'VOSKI10', amount: 200, freeDelivery: false },
    });
  });
});
