import { PaymentType } from '@voski/contract';
import type { PaymentPlugin } from '../../plugin.ts';
import { IdramProvider, type IdramConfig } from './idram.ts';
import { IdramResults } from './results.ts';
import { idramRoutes } from './routes.ts';

/**
 * The shop's Idram addresses: the page that posts the payment form, and the three URLs Idram's
 * staff set for the merchant (RESULT_URL for the precheck and the confirmation, SUCCESS_URL and
 * FAIL_URL where the payer comes back to).
 */
export const IDRAM_PATHS = {
  pay: '/api/payment/idram/pay',
  result: '/api/payment/idram/result',
  success: '/api/payment/idram/success',
  failure: '/api/payment/idram/fail',
};

/** Idram wallets (docs/decisions/0025): the provider, and the merchant interface's routes. */
export function idramPlugin(options: {
  /** The shop's merchant account, or the test wallet's. */
  config: IdramConfig;
  /** The account is the built-in test wallet's. */
  test: boolean;
  publicUrl: string;
  /** Where payers come back to. */
  resultPages: { success: string; failure: string };
  log: (message: string) => void;
}): PaymentPlugin {
  const { publicUrl } = options;
  const provider = new IdramProvider(
    options.config,
    (paymentId) => `${publicUrl}${IDRAM_PATHS.pay}/${paymentId}`,
    options.test,
  );
  return {
    name: 'idram',
    payments: { type: PaymentType.Idram, provider },
    routes: (orders) =>
      idramRoutes(
        new IdramResults(orders, provider, options.log),
        orders,
        options.resultPages,
        IDRAM_PATHS,
      ),
  };
}
