import { GatewayError } from '../gateway-error.ts';
import type {
  GatewayState,
  OrderPayment,
  PaymentProvider,
  PaymentStart,
  StartedPayment,
  Verdict,
} from '../provider.ts';
import { defaultDescriptions } from '../provider.ts';
import { AMD_CURRENCY, RbsAction, RbsStatus, type RbsClient } from './rbs.ts';

/** The gateway closes its payment page this long before the order expires. */
const SESSION_MARGIN_SECONDS = 60;

/** Bank cards through an RBS vPOS gateway (ArCa), or the built-in test gateway. */
export class CardProvider implements PaymentProvider {
  constructor(
    private readonly client: RbsClient,
    /** The storefront's pages the payer comes back to. */
    private readonly returnUrls: { success: string; failure: string },
    /** The client speaks to the built-in test gateway. */
    readonly test: boolean,
  ) {}

  async start(order: PaymentStart): Promise<StartedPayment> {
    const amount = order.total * 100;
    const { orderId, formUrl } = await this.client.register({
      orderNumber: String(order.orderNumber),
      amount,
      returnUrl: this.returnUrls.success,
      failUrl: this.returnUrls.failure,
      description: `Voski order ${order.orderNumber}`,
      language: order.language,
      // Ends before the order expires, so nobody pays an order the shop has given up on.
      sessionTimeoutSecs: Math.max(60, order.ttlSeconds - SESSION_MARGIN_SECONDS),
    });
    return { paymentId: orderId, url: formUrl, details: { amount, currency: AMD_CURRENCY } };
  }

  async state(payment: OrderPayment): Promise<GatewayState> {
    const status = await this.client.status(payment.paymentId, payment.language);
    const verdict = verdictOf(status.orderStatus, status.actionCode);
    if (verdict === 'paid') {
      const expected = payment.total * 100;
      if (status.amount !== expected || status.currency !== AMD_CURRENCY) {
        throw new GatewayError(
          `Order ${payment.orderNumber}: the gateway reports ${status.amount} ${status.currency} paid, ` +
            `the order is ${expected} ${AMD_CURRENCY}`,
        );
      }
    }
    return {
      verdict,
      orderStatus: status.orderStatus,
      actionCodeDescription: status.actionCodeDescription || defaultDescriptions[verdict],
      actionCode: status.actionCode,
    };
  }

  async refund(payment: OrderPayment): Promise<void> {
    const status = await this.client.status(payment.paymentId, payment.language);
    switch (status.orderStatus) {
      case RbsStatus.Deposited:
        return this.client.refund(payment.paymentId, status.amount);
      case RbsStatus.PreAuthorized:
        // Only held, never taken: releasing the hold is the refund.
        return this.client.reverse(payment.paymentId);
      case RbsStatus.Refunded:
      case RbsStatus.Reversed:
        return;
      default:
        throw new GatewayError(
          `Order ${payment.orderNumber} cannot be refunded: gateway status ${status.orderStatus}`,
        );
    }
  }
}

function verdictOf(orderStatus: number, actionCode: number): Verdict {
  switch (orderStatus) {
    case RbsStatus.Deposited:
      return 'paid';
    case RbsStatus.Reversed:
    case RbsStatus.Refunded:
      return 'refunded';
    case RbsStatus.Declined:
      return actionCode === RbsAction.SessionExpired ? 'expired' : 'declined';
    default:
      // Registered, held (the shop registers one-phase payments, so not taken yet), or the
      // payer is at their bank's 3-D Secure page.
      return 'pending';
  }
}
