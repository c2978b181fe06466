/** What a payment provider needs to know of an order to start its payment. */
export interface PaymentStart {
  orderNumber: number;
  /** AMD, delivery included. */
  total: number;
  language: string;
  /** The payer has this long to pay. */
  ttlSeconds: number;
}

/** A started payment as the order keeps it. */
export interface StartedPayment {
  paymentId: string;
  /** Where the payer goes to pay. */
  url: string;
  details: Record<string, unknown>;
}

/** A stored order's payment, as the provider needs it for checks and refunds. */
export interface OrderPayment {
  orderNumber: number;
  total: number;
  language: string;
  paymentId: string;
  details: Record<string, unknown>;
}

export type Verdict = 'pending' | 'paid' | 'declined' | 'expired' | 'refunded';

/** What the gateway says of a payment, in RBS terms for the storefront. */
export interface GatewayState {
  verdict: Verdict;
  /** RBS numbering: 0 registered, 2 paid, 3 reversed, 4 refunded, 6 declined. */
  orderStatus: number;
  actionCodeDescription: string;
  /** The RBS action code, when the gateway speaks RBS. */
  actionCode?: number;
  /** Facts to keep with the order (a PayPal capture id ...). */
  details?: Record<string, unknown>;
}

export interface PaymentProvider {
  start(order: PaymentStart): Promise<StartedPayment>;
  /** Asks the gateway; `capture`: a payment the payer approved may be taken now (PayPal). */
  state(payment: OrderPayment, options: { capture: boolean }): Promise<GatewayState>;
  /** Gives the whole payment back; done already is fine. */
  refund(payment: OrderPayment): Promise<void>;
  /**
   * The gateway has no refund call: staff give the money back in the gateway's own merchant
   * account, and the shop only records it (so it never refunds such a payment by itself).
   */
  readonly refundsByHand?: boolean;
  /** The payments go to the shop's built-in test gateway or test wallet: no money moves. */
  readonly test: boolean;
}

export const PAID_DESCRIPTION = 'Request processed successfully';

export const defaultDescriptions: Record<Verdict, string> = {
  pending: 'The order is registered but not paid yet.',
  paid: PAID_DESCRIPTION,
  declined: 'The payment was declined.',
  expired: 'The time to pay has run out.',
  refunded: 'The payment has been refunded.',
};

export const orderStatusOf: Record<Verdict, number> = {
  pending: 0,
  paid: 2,
  declined: 6,
  expired: 6,
  refunded: 4,
};
