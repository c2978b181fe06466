import { PaymentType } from '@voski/contract';
import type { PaymentPlugin } from '../../plugin.ts';
import { CardProvider } from './card.ts';
import { RbsClient, type RbsOptions } from './rbs.ts';

/**
 * Bank cards through an RBS vPOS gateway (ArCa's banks), or through the built-in test gateway,
 * which speaks the same protocol over HTTP (docs/decisions/0008). The payer comes back to the
 * storefront's result pages, which ask POST /payment/check: no routes of its own.
 */
export function cardPlugin(options: {
  /** The gateway's REST base and the merchant's credentials. */
  gateway: Omit<RbsOptions, 'timeoutMs'>;
  timeoutMs: number;
  /** Where payers come back to. */
  resultPages: { success: string; failure: string };
  /** The gateway is the built-in test gateway. */
  test: boolean;
}): PaymentPlugin {
  const client = new RbsClient({ ...options.gateway, timeoutMs: options.timeoutMs });
  return {
    name: 'card',
    payments: {
      type: PaymentType.Card,
      provider: new CardProvider(client, options.resultPages, options.test),
    },
  };
}
