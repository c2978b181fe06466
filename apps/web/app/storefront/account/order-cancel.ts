import type { CustomerOrder } from '@voski/contract';
import { PaymentType, refundByShopMessage } from '@voski/contract/order-options';
import type { MessageId } from '../../lib/i18n/messages';

/** What came of the customer's "Cancel the order". */
export type CancelOutcome = { ok: true } | { ok: false; reason: 'tooLate' | 'byShop' | 'failed' };

/** The cancel call's answer as the order page tells it. */
export function cancelOutcome(status: number, body: unknown): CancelOutcome {
  if (status >= 200 && status < 300) return { ok: true };
  if (status !== 409) return { ok: false, reason: 'failed' };
  const message = (body as { message?: unknown } | null)?.message;
  return { ok: false, reason: message === refundByShopMessage ? 'byShop' : 'tooLate' };
}

/** A new order paid by Idram: the customer asks the shop, who gives the payment back first. */
export function cancelledByShopOnly(
  order: Pick<CustomerOrder, 'done' | 'payment_status' | 'payment_type' | 'cancellable'>,
): boolean {
  return (
    order.done === 0 &&
    !order.cancellable &&
    order.payment_status === 'paid' &&
    order.payment_type === PaymentType.Idram
  );
}

/** Where cancelling sends a payment back, beside the cancel button; none for an Idram order (unpaid while it may be cancelled here). */
export function cancelHint(order: Pick<CustomerOrder, 'payment_type'>): MessageId | null {
  if (order.payment_type === PaymentType.Card) return 'order.cancelHint';
  if (order.payment_type === PaymentType.PayPal) return 'order.cancelHintPaypal';
  return null;
}
