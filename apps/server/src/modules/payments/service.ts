import type { Db } from '../../db/client.ts';
import { contactFormMessages, orderMessages, PaymentType } from '@voski/contract';
import { invalid } from '../../http/errors.ts';
import type { PaymentsConfig } from './config.ts';
import { CardProvider } from './providers/card.ts';
import { PayPalClient } from './providers/paypal.ts';
import { PayPalProvider } from './providers/paypal-provider.ts';
import type { PaymentProvider } from './providers/provider.ts';
import { RbsClient } from './providers/rbs.ts';
import { TestGateway } from './test-gateway.ts';
import { randomCredentials } from './test-gateway-credentials.ts';
import { TEST_GATEWAY_PATH } from './test-gateway-routes.ts';

/** The storefront's pages a payer comes back to, with `?orderId=<the gateway's id>`. */
export const RESULT_PAGES = { success: '/payment/success', failure: '/payment/failure' };
/** The API routes PayPal sends the payer back to; they redirect to the result pages. */
export const PAYPAL_RETURN = {
  success: '/api/payment/paypal/return',
  cancel: '/api/payment/paypal/cancel',
};

export interface PaymentServiceDeps {
  /** Where the test gateway keeps its payments. */
  db: Db;
  config: PaymentsConfig;
  publicUrl: string;
  /** This server's own address, where the test gateway answers. */
  ownUrl: () => string;
  /** AMD per US dollar, if the shop has a rate. */
  usdRate: () => Promise<number | undefined>;
}

/** The payment providers by payment type, as configured. */
export class PaymentService {
  /** Present when the built-in test gateway is served. */
  readonly testGateway: TestGateway | undefined;
  /** Where payers come back to: the configured addresses, else the storefront's pages. */
  readonly resultPages: { success: string; failure: string };
  private readonly providers = new Map<number, PaymentProvider>();

  constructor(deps: PaymentServiceDeps) {
    const { config, publicUrl } = deps;
    this.resultPages = {
      success: config.returnUrls.success ?? `${publicUrl}${RESULT_PAGES.success}`,
      failure: config.returnUrls.failure ?? `${publicUrl}${RESULT_PAGES.failure}`,
    };
    const gatewayCredentials = config.testGatewayCredentials ?? randomCredentials();
    if (config.testGateway) {
      this.testGateway = new TestGateway(deps.db, {
        ...gatewayCredentials,
        formUrl: (mdOrder, payerToken) =>
          `${publicUrl}${TEST_GATEWAY_PATH}/pay?${new URLSearchParams({ mdOrder, token: payerToken })}`,
      });
    }
    const cardUrl = config.card.url;
    if (cardUrl || this.testGateway) {
      const credentials = cardUrl || config.card.userName ? config.card : gatewayCredentials;
      const rbs = new RbsClient({
        baseUrl: cardUrl
          ? () => cardUrl
          : () => `${deps.ownUrl()}${TEST_GATEWAY_PATH}/payment/rest`,
        userName: credentials.userName,
        password: credentials.password,
        timeoutMs: config.timeoutMs,
      });
      this.providers.set(PaymentType.Card, new CardProvider(rbs, this.resultPages));
    }
    if (config.paypal) {
      const client = new PayPalClient({ ...config.paypal, timeoutMs: config.timeoutMs });
      this.providers.set(
        PaymentType.PayPal,
        new PayPalProvider(client, deps.usdRate, {
          success: `${publicUrl}${PAYPAL_RETURN.success}`,
          cancel: `${publicUrl}${PAYPAL_RETURN.cancel}`,
        }),
      );
    }
  }

  /** The provider of a payment type; a 422 on `paymentType` when there is none. */
  provider(type: number): PaymentProvider {
    const provider = this.providers.get(type);
    if (provider) return provider;
    const reason =
      type === PaymentType.Idram
        ? orderMessages.idramUnavailable
        : type === PaymentType.Card
          ? orderMessages.cardUnavailable
          : type === PaymentType.PayPal
            ? orderMessages.paypalUnavailable
            : contactFormMessages.paymentTypeRequired;
    throw invalid({ paymentType: [reason] });
  }

  /** The payment types configured now, in the order the checkout lists them. */
  methods(): { id: number; name: 'card' | 'idram' | 'paypal' }[] {
    const names = {
      [PaymentType.Card]: 'card',
      [PaymentType.Idram]: 'idram',
      [PaymentType.PayPal]: 'paypal',
    } as const;
    return ([PaymentType.Card, PaymentType.PayPal, PaymentType.Idram] as const)
      .filter((type) => this.providers.has(type))
      .map((id) => ({ id, name: names[id] }));
  }

  has(type: number): boolean {
    return this.providers.has(type);
  }
}
