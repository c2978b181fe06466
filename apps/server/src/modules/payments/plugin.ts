import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PaymentCheckResponse, PaymentTypeId } from '@voski/contract';
import type { PaymentProvider } from './providers/provider.ts';

/**
 * One way of paying, as a plug-in (providers/<name>/plugin.ts): the provider the orders module
 * starts, checks and refunds payments through, and the HTTP side the gateway and the payer come
 * back to. PaymentService builds the configured ones; app.ts registers their routes under /api
 * and background-jobs.ts runs their jobs, without knowing any of them by name.
 */
export interface PaymentPlugin {
  /** For logs and the reader: 'card', 'idram', 'paypal', 'test'. */
  readonly name: string;
  /** The payment type it takes, with its provider; none for one that takes no type itself. */
  readonly payments?: { type: PaymentTypeId; provider: PaymentProvider };
  /** Its routes (callbacks, return pages), registered under /api. */
  routes?(orders: PaymentOrders): FastifyPluginAsyncZod;
  /** Timers it needs, run as the shop's other background jobs are. */
  readonly jobs?: readonly PaymentJob[];
}

export interface PaymentJob {
  name: string;
  everyMs: number;
  work: () => Promise<unknown>;
}

/** An order as a provider's callbacks read it. */
export interface PaymentOrder {
  id: number;
  total: number;
  language: string;
  /** The order's status (OrderStatus: 0 new ... 3 cancelled). */
  done: number;
  payment_status: string;
  payment_id: string;
  payment_details: Record<string, unknown>;
  /** The customer's order link. */
  customer_token: string | null;
  expires_at: Date;
}

/**
 * What providers' callbacks may ask of the shop's orders. The orders module answers it
 * (OrderService.forProviders) and app.ts hands it to each plug-in's routes: payments never
 * imports orders, which imports payments.
 */
export interface PaymentOrders {
  /** The order paid by `type` whose payment has this id. */
  byPaymentId(type: number, paymentId: string): Promise<PaymentOrder | undefined>;
  /** The order `id`, when it is paid by `type`. */
  byId(type: number, id: number): Promise<PaymentOrder | undefined>;
  /**
   * Locks the order and adds to its payment details what `change` answers for it as it is now
   * (undefined: nothing); answers the order as it is after, undefined when there is none.
   */
  addPaymentDetails(
    id: number,
    change: (order: PaymentOrder) => Record<string, unknown> | undefined,
  ): Promise<PaymentOrder | undefined>;
  /** POST /payment/check's work: asks the gateway about the payment and records its answer. */
  check(paymentId: string): Promise<PaymentCheckResponse>;
  /** Whether this client may cause one more gateway ask now (PAYMENT_CHECK_IP_LIMIT). */
  mayAsk(ip: string): Promise<boolean>;
  /** The order links the browser sending `request` placed (its cookie). */
  placedHere(request: FastifyRequest): ReadonlySet<string>;
}
