import { describe, expect, it } from 'vitest';
import { cancelQuestion } from './order-facts';

describe('the question before cancelling an order', () => {
  it('says who gives a paid order’s money back: the gateway, or staff for Idram', () => {
    expect(cancelQuestion({ payment_status: 'pending', payment_type: 2 })).toBe(
      'admin.orders.cancelConfirm',
    );
    expect(cancelQuestion({ payment_status: 'paid', payment_type: 1 })).toBe(
      'admin.orders.cancelConfirmRefund',
    );
    expect(cancelQuestion({ payment_status: 'paid', payment_type: 3 })).toBe(
      'admin.orders.cancelConfirmRefund',
    );
    expect(cancelQuestion({ payment_status: 'paid', payment_type: 2 })).toBe(
      'admin.orders.cancelConfirmByHand',
    );
  });
});
