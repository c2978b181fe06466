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
import type { PaymentJob, PaymentPlugin } from './plugin.ts';
import { cardPlugin } from './providers/card/plugin.ts';
import { idramPlugin } from './providers/idram/plugin.ts';
import { paypalPlugin } from './providers/paypal/plugin.ts';
import type { PaymentProvider } from './providers/provider.ts';
import type { TestGateway } from './providers/test/gateway.ts';
import type { TestWalletOptions } from './providers/test/idram-wallet.ts';
import { testPaymentsPlugin, type TestPayments } from './providers/test/plugin.ts';

/** The storefront's pages a payer comes back to, with `?orderId=<the gateway's id>`. */
export const RESULT_PAGES = { success: '/payment/success', failure: '/payment/failure' };

export interface PaymentServiceDeps {
  /** Where the test gateway keeps its payments. */
  db: Db;
  config: PaymentsConfig;
  publicUrl: string;
  /** This server's own address, where the test gateway answers. */
  ownUrl: () => string;
  /** AMD per US dollar, if the shop has a rate. */
  usdRate: () => Promise<number | undefined>;
  log: (message: string) => void;
}

/**
 * The payment plug-ins (providers/<name>/plugin.ts) as configured, and their providers by
 * payment type.
 */
export class PaymentService {
  /** Every plug-in in use: app.ts registers their routes, background-jobs.ts their jobs. */
  readonly plugins: readonly PaymentPlugin[];
  /** Where payers come back to: the configured addresses, else the storefront's pages. */
  readonly resultPages: { success: string; failure: string };
  /** The built-in test payments, when TEST_GATEWAY is on. */
  private readonly testPayments: TestPayments | undefined;
  private readonly providers = new Map<number, PaymentProvider>();

  constructor(deps: PaymentServiceDeps) {
    const { config, publicUrl } = deps;
    const resultPages = {
      success: config.returnUrls.success ?? `${publicUrl}${RESULT_PAGES.success}`,
      failure: config.returnUrls.failure ?? `${publicUrl}${RESULT_PAGES.failure}`,
    };
    this.resultPages = resultPages;
    const test = config.testGateway
      ? testPaymentsPlugin({
          db: deps.db,
          credentials: config.testGatewayCredentials,
          publicUrl,
          ownUrl: deps.ownUrl,
          wallet: !config.idram,
          timeoutMs: config.timeoutMs,
        })
      : undefined;
    this.testPayments = test;
    const { timeoutMs } = config;
    const cardUrl = config.card.url;
    const { userName, password } = config.card;
    // A card client of the test gateway takes the configured credentials when there are some
    // (a shop using another instance's gateway), else the gateway's own.
    const cardGateway = cardUrl
      ? { baseUrl: () => cardUrl, userName, password }
      : test && { ...test.cardGateway, ...(userName ? { userName, password } : {}) };
    const idram = config.idram ?? test?.wallet?.idram;
    this.plugins = [
      ...(cardGateway
        ? [cardPlugin({ gateway: cardGateway, timeoutMs, resultPages, test: !cardUrl })]
        : []),
      paypalPlugin({
        config: config.paypal,
        timeoutMs,
        publicUrl,
        usdRate: deps.usdRate,
        resultPages,
      }),
      ...(idram
        ? [
            idramPlugin({
              config: idram,
              test: !config.idram,
              publicUrl,
              resultPages,
              log: deps.log,
            }),
          ]
        : []),
      ...(test ? [test] : []),
    ];
    for (const plugin of this.plugins) {
      if (plugin.payments) this.providers.set(plugin.payments.type, plugin.payments.provider);
    }
  }

  /** The test gateway, when the test payments are served. */
  get testGateway(): TestGateway | undefined {
    return this.testPayments?.gateway;
  }

  /** The test gateway's Idram wallet, when Idram is taken through it. */
  get testWallet(): TestWalletOptions | undefined {
    return this.testPayments?.wallet;
  }

  /** The plug-ins' timers. */
  jobs(): PaymentJob[] {
    return this.plugins.flatMap((plugin) => plugin.jobs ?? []);
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
