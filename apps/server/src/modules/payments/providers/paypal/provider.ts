import { HttpError } from '../../../../http/errors.ts';
import { amdToUsd } from './usd.ts';
import { GatewayError } from '../gateway-error.ts';
import type { PayPalClient, PayPalOrder } from './client.ts';
import {
  defaultDescriptions,
  orderStatusOf,
  type GatewayState,
  type OrderPayment,
  type PaymentProvider,
  type PaymentStart,
  type StartedPayment,
  type Verdict,
} from '../provider.ts';

const locales: Record<string, string> = { en: 'en-US', ru: 'ru-RU' };

/** PayPal (Orders v2): the AMD total is charged in US dollars at the shop's stored rate. */
export class PayPalProvider implements PaymentProvider {
  /** PayPal's sandbox is PayPal's, not ours: the shop cannot tell it from live here. */
  readonly test = false;
  constructor(
    private readonly client: PayPalClient,
    private readonly usdRate: () => Promise<number | undefined>,
    /** Where PayPal sends the payer back (the API's return and cancel routes). */
    private readonly returnUrls: { success: string; cancel: string },
  ) {}

  async start(order: PaymentStart): Promise<StartedPayment> {
    const rate = await this.usdRate();
    if (!rate) {
      throw new HttpError(503, 'PayPal payments are not available: the shop has no USD rate.');
    }
    const value = amdToUsd(order.total, rate);
    const created = await this.client.createOrder({
      requestId: `voski-order-${order.orderNumber}`,
      reference: String(order.orderNumber),
      description: `Voski order ${order.orderNumber}`,
      amount: { currency_code: 'USD', value },
      returnUrl: this.returnUrls.success,
      cancelUrl: this.returnUrls.cancel,
      locale: locales[order.language] ?? 'en-US',
    });
    return {
      paymentId: created.id,
      url: created.approvalUrl,
      details: { currency: 'USD', value, rate },
    };
  }

  async state(payment: OrderPayment, options: { capture: boolean }): Promise<GatewayState> {
    let order = await this.client.getOrder(payment.paymentId);
    if (order.status === 'APPROVED' && options.capture) {
      try {
        order = await this.client.capture(order.id, `voski-capture-${order.id}`);
      } catch (error) {
        if (!(error instanceof GatewayError && error.code === 'INSTRUMENT_DECLINED')) throw error;
        return {
          verdict: 'declined',
          orderStatus: orderStatusOf.declined,
          actionCodeDescription: 'PayPal declined the payment method.',
        };
      }
    }
    const verdict = verdictOf(order);
    const captured = order.capture?.amount;
    if (
      verdict === 'paid' &&
      !(captured?.currency_code === 'USD' && captured.value === dueUsd(payment))
    ) {
      throw new GatewayError(
        `Order ${payment.orderNumber}: PayPal captured ${captured?.value} ${captured?.currency_code}, ` +
          `the order is ${payment.total} AMD = ${dueUsd(payment)} USD at its rate`,
      );
    }
    return {
      verdict,
      orderStatus: orderStatusOf[verdict],
      actionCodeDescription: defaultDescriptions[verdict],
      details: order.capture ? { captureId: order.capture.id } : undefined,
    };
  }

  async refund(payment: OrderPayment): Promise<void> {
    let captureId = payment.details.captureId;
    if (typeof captureId !== 'string') {
      captureId = (await this.client.getOrder(payment.paymentId)).capture?.id;
    }
    if (typeof captureId !== 'string') {
      throw new GatewayError(`Order ${payment.orderNumber} has no PayPal capture to refund`);
    }
    try {
      await this.client.refund(captureId, `voski-refund-${captureId}`);
    } catch (error) {
      if (error instanceof GatewayError && error.code === 'CAPTURE_FULLY_REFUNDED') return;
      throw error;
    }
  }
}

/**
 * What the payer owes in dollars: the order's AMD total at the rate recorded when the order was
 * placed (never the rate of today, which staff may have changed since).
 */
function dueUsd(payment: OrderPayment): string | undefined {
  const rate = Number(payment.details.rate);
  return rate > 0 ? amdToUsd(payment.total, rate) : undefined;
}

function verdictOf(order: PayPalOrder): Verdict {
  if (order.status === 'VOIDED') return 'declined';
  if (order.status !== 'COMPLETED') return 'pending';
  switch (order.capture?.status) {
    case 'COMPLETED':
      return 'paid';
    case 'REFUNDED':
    case 'PARTIALLY_REFUNDED':
      return 'refunded';
    case 'DECLINED':
    case 'FAILED':
      return 'declined';
    default:
      // PENDING: PayPal is still clearing it (an eCheck ...).
      return 'pending';
  }
}
