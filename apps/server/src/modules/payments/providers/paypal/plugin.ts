import { endpointUrl, PaymentType } from '@voski/contract';
import type { PayPalConfig } from '../../config.ts';
import type { PaymentPlugin } from '../../plugin.ts';
import { PayPalClient } from './client.ts';
import { PayPalProvider } from './provider.ts';
import { paypalRoutes } from './routes.ts';

/** The API routes PayPal sends the payer back to; they redirect to the result pages. */
export const PAYPAL_RETURN = {
  success: endpointUrl('GET /payment/paypal/return'),
  cancel: endpointUrl('GET /payment/paypal/cancel'),
};

/**
 * PayPal (Orders v2), charged in US dollars at the shop's stored rate. Its return routes are
 * served whether or not PayPal is configured, as they always were: a payer PayPal sends back
 * lands on the result page either way. The payment type is taken only when configured.
 */
export function paypalPlugin(options: {
  config: PayPalConfig | undefined;
  timeoutMs: number;
  publicUrl: string;
  /** AMD per US dollar, if the shop has a rate. */
  usdRate: () => Promise<number | undefined>;
  /** Where payers come back to. */
  resultPages: { success: string; failure: string };
}): PaymentPlugin {
  const { config, publicUrl } = options;
  const provider =
    config &&
    new PayPalProvider(
      new PayPalClient({ ...config, timeoutMs: options.timeoutMs }),
      options.usdRate,
      {
        success: `${publicUrl}${PAYPAL_RETURN.success}`,
        cancel: `${publicUrl}${PAYPAL_RETURN.cancel}`,
      },
    );
  return {
    name: 'paypal',
    ...(provider ? { payments: { type: PaymentType.PayPal, provider } } : {}),
    routes: (orders) => paypalRoutes(orders, options.resultPages),
  };
}
