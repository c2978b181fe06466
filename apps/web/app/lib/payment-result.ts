import type { Endpoints } from '@voski/contract';
import { declineReasonOf, type DeclineReason } from '@voski/contract/decline-reasons';
import { endpointUrl, type CallInput } from '@voski/contract/endpoint';
import type { PlacedOrder } from './checkout-session';

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

const PAID = 2;

export function interpretCheck(status: number, body: unknown): PaymentState {
  if (status === 404 || status === 422) return { kind: 'notFound' };
  if (status !== 200 || typeof body !== 'object' || body === null) return { kind: 'unknown' };
  const answer = body as Record<string, unknown>;
  const { orderNumber, payment_status: paymentStatus, orderStatus } = answer;
  if (typeof orderNumber !== 'number') return { kind: 'unknown' };
  const orderToken = typeof answer.order_token === 'string' ? answer.order_token : null;
  if (paymentStatus === 'paid' || (paymentStatus === undefined && orderStatus === PAID)) {
    return { kind: 'paid', orderNumber, orderToken };
  }
  if (paymentStatus === 'pending') return { kind: 'pending', orderNumber, orderToken };
  return { kind: 'failed', orderNumber, reason: failureReason(answer) };
}

/** The gateway's action code as a reason (never its English text); none for a refund. */
function failureReason(answer: Record<string, unknown>): DeclineReason | null {
  const code = typeof answer.actionCode === 'number' ? answer.actionCode : 0;
  if (code !== 0) return declineReasonOf(code);
  if (answer.payment_status === 'expired') return 'timeout';
  return answer.payment_status === 'declined' ? 'other' : null;
}

export async function checkPayment(orderId: string): Promise<PaymentState> {
  try {
    const body: CallInput<Endpoints['POST /payment/check']>['body'] = { orderId };
    const response = await fetch(endpointUrl('POST /payment/check'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
    return interpretCheck(response.status, await response.json().catch(() => null));
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
    const url = endpointUrl('POST /payment/order/:token/cancel', { params: { token: orderToken } });
    await fetch(url, {
      method: 'POST',
      headers: { accept: 'application/json' },
    });
  } catch {
    // the order expires on its own
  }
}
