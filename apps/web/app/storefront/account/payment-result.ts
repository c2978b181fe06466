import type { PaymentCheckResponse } from '@voski/contract';
import { declineReasonOf, type DeclineReason } from '@voski/contract/decline-reasons';
import type { PlacedOrder } from '../checkout/checkout-session';
import { callShop, type ShopAnswer } from '../../lib/shop-api';

/** What `POST /api/payment/check` says about a payment, for the result pages. */
export type PaymentState =
  /** `orderToken`: the customer's order page (`/order/<token>`), when the server tells it. */
  | { kind: 'paid'; orderNumber: number; orderToken: string | null }
  /**
   * The gateway has not settled it yet (the payer may still be paying). `orderToken` lets the
   * customer give the order up (its pieces go back) before placing another.
   */
  | { kind: 'pending'; orderNumber: number; orderToken: string | null }
  /** Declined, expired, or no longer paid (refunded); why, in words the page translates. */
  | { kind: 'failed'; orderNumber: number; reason: DeclineReason | null }
  | { kind: 'notFound' }
  /** The check itself failed: the network, or the gateway is down. */
  | { kind: 'unknown' };

export function interpretCheck(answer: ShopAnswer<'POST /payment/check'>): PaymentState {
  if (!answer.ok) {
    return answer.status === 404 || answer.status === 422
      ? { kind: 'notFound' }
      : { kind: 'unknown' };
  }
  const { orderNumber, payment_status: paymentStatus, order_token: orderToken } = answer.data;
  if (paymentStatus === 'paid') return { kind: 'paid', orderNumber, orderToken };
  if (paymentStatus === 'pending') return { kind: 'pending', orderNumber, orderToken };
  return { kind: 'failed', orderNumber, reason: failureReason(answer.data) };
}

/** The gateway's action code as a reason (never its English text); none for a refund. */
function failureReason(check: PaymentCheckResponse): DeclineReason | null {
  if (check.actionCode !== 0) return declineReasonOf(check.actionCode);
  if (check.payment_status === 'expired') return 'timeout';
  return check.payment_status === 'declined' ? 'other' : null;
}

export async function checkPayment(orderId: string): Promise<PaymentState> {
  try {
    return interpretCheck(await callShop('POST /payment/check', {}, { body: { orderId } }));
  } catch {
    return { kind: 'unknown' };
  }
}

/**
 * A paid order empties the basket once: not when this tab has sent another order to the gateway
 * since, nor when this tab already settled it (a success page opened again must not empty a
 * basket filled afterwards).
 */
export function paidOrderEmptiesBasket(
  placed: PlacedOrder | null,
  finished: number | null,
  orderNumber: number,
): boolean {
  return placed ? placed.orderNumber === orderNumber : finished !== orderNumber;
}

/**
 * Gives up an unpaid order the payer left at the gateway, so the pieces it holds are free for
 * the next try (the shop would otherwise keep them until the order expires). Best effort: a
 * refusal (paid meanwhile, already closed) or no answer leaves the order as it is.
 */
export async function abandonOrder(orderToken: string): Promise<void> {
  try {
    await callShop('POST /payment/order/:token/cancel', {}, { params: { token: orderToken } });
  } catch {
    // the order expires on its own
  }
}
