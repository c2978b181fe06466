import { describe, expect, it } from 'vitest';
import { orderMessages } from '@voski/contract';
import { cancelHint, cancelledByShopOnly, cancelOutcome } from './order-cancel';

describe('the customer’s cancel', () => {
  it('tells a paid Idram order from one already on its way', () => {
    expect(cancelOutcome(200, { data: {} })).toEqual({ ok: true });
    expect(cancelOutcome(409, { message: orderMessages.refundByShop })).toEqual({
      ok: false,
      reason: 'byShop',
    });
    expect(cancelOutcome(409, { message: orderMessages.tooLateToCancel })).toEqual({
      ok: false,
      reason: 'tooLate',
    });
    expect(cancelOutcome(409, null)).toEqual({ ok: false, reason: 'tooLate' });
    expect(cancelOutcome(502, { message: 'down' })).toEqual({ ok: false, reason: 'failed' });
  });

  it('sends the customer of a paid Idram order to the shop', () => {
    const order = { done: 0, payment_status: 'paid', payment_type: 2, cancellable: false } as const;
    expect(cancelledByShopOnly(order)).toBe(true);
    expect(cancelledByShopOnly({ ...order, payment_type: 1 })).toBe(false);
    expect(cancelledByShopOnly({ ...order, cancellable: true })).toBe(false);
    expect(cancelledByShopOnly({ ...order, done: 1 })).toBe(false);
    expect(cancelledByShopOnly({ ...order, payment_status: 'pending' })).toBe(false);
  });
});

describe('the hint beside the cancel button', () => {
  it('names where a paid order’s money goes back to', () => {
    expect(cancelHint({ payment_type: 1 })).toBe('order.cancelHint');
    expect(cancelHint({ payment_type: 3 })).toBe('order.cancelHintPaypal');
    expect(cancelHint({ payment_type: 2 })).toBeNull();
  });
});
