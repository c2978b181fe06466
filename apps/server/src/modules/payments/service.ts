import type { Db } from '../../db/client.ts';
import {
  contactFormMessages,
  orderMessages,
  PaymentType,
  paymentTypeNames,
  type PaymentTypeName,
} from '@voski/contract';
import { invalid } from '../../http/errors.ts';
import type { PaymentsConfig } from './config.ts';
import { CardProvider } from './providers/card.ts';
import { IdramProvider } from './providers/idram.ts';
import { PayPalClient } from './providers/paypal.ts';
import { PayPalProvider } from './providers/paypal-provider.ts';
import type { PaymentProvider } from './providers/provider.ts';
import { RbsClient } from './providers/rbs.ts';
import { TestGateway } from './test-gateway.ts';
import { randomCredentials } from './test-gateway-credentials.ts';
import { TEST_GATEWAY_PATH } from './test-gateway-routes.ts';
import type { TestWalletOptions } from './test-idram-wallet.ts';

/** The storefront's pages a payer comes back to, with `?orderId=<the gateway's id>`. */
export const RESULT_PAGES = { success: '/payment/success', failure: '/payment/failure' };
/** The API routes PayPal sends the payer back to; they redirect to the result pages. */
export const PAYPAL_RETURN = {
  success: '/api/payment/paypal/return',
  cancel: '/api/payment/paypal/cancel',
};
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
/** The test wallet's IdramID (its secret key is the test gateway's password). */
export const TEST_IDRAM_ACCOUNT = '100000001';

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
  /** Present when Idram is taken (the shop's account, or the test gateway's wallet). */
  readonly idram: IdramProvider | undefined;
  /** The test gateway's Idram wallet, when Idram is taken through it. */
  readonly testWallet: TestWalletOptions | undefined;
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
      this.providers.set(PaymentType.Card, new CardProvider(rbs, this.resultPages, !cardUrl));
    }
    if (!config.idram && this.testGateway) {
      this.testWallet = {
        idram: {
          url: `${publicUrl}${TEST_GATEWAY_PATH}/idram/GetPayment`,
          account: TEST_IDRAM_ACCOUNT,
          secretKey: gatewayCredentials.password,
        },
        resultUrl: () => `${deps.ownUrl()}${IDRAM_PATHS.result}`,
        successUrl: `${publicUrl}${IDRAM_PATHS.success}`,
        failUrl: `${publicUrl}${IDRAM_PATHS.failure}`,
        timeoutMs: config.timeoutMs,
      };
    }
    const idramConfig = config.idram ?? this.testWallet?.idram;
    if (idramConfig) {
      this.idram = new IdramProvider(
        idramConfig,
        (paymentId) => `${publicUrl}${IDRAM_PATHS.pay}/${paymentId}`,
        !config.idram,
      );
      this.providers.set(PaymentType.Idram, this.idram);
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
  methods(): { id: number; name: PaymentTypeName }[] {
    return ([PaymentType.Card, PaymentType.PayPal, PaymentType.Idram] as const)
      .filter((type) => this.providers.has(type))
      .map((id) => ({ id, name: paymentTypeNames[id] }));
  }

  has(type: number): boolean {
    return this.providers.has(type);
  }
}
