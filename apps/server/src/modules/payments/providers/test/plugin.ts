import type { Db } from '../../../../db/client.ts';
import type { GatewayCredentials } from '../../config.ts';
import type { PaymentPlugin } from '../../plugin.ts';
import type { RbsOptions } from '../card/rbs.ts';
import { IDRAM_PATHS } from '../idram/plugin.ts';
import { randomCredentials } from './credentials.ts';
import { TestGateway } from './gateway.ts';
import { TEST_GATEWAY_PATH, testGatewayRoutes } from './gateway-routes.ts';
import { testIdramWalletRoutes, type TestWalletOptions } from './idram-wallet.ts';

/** The test wallet's IdramID (its secret key is the test gateway's password). */
export const TEST_IDRAM_ACCOUNT = '100000001';

/** The test gateway forgets payments after this long, as a real gateway's test shop does. */
const TEST_PAYMENTS_KEPT_MS = 30 * 24 * 3_600_000;

/** The test payments plug-in, with what the card and Idram plug-ins use of it. */
export interface TestPayments extends PaymentPlugin {
  readonly gateway: TestGateway;
  /** The card gateway the card plug-in speaks to when no CARD_GATEWAY_URL is set. */
  readonly cardGateway: Omit<RbsOptions, 'timeoutMs'>;
  /** The test Idram wallet, when the shop has no Idram account of its own. */
  readonly wallet: TestWalletOptions | undefined;
}

/**
 * The built-in test payments (docs/decisions/0008, 0025): a stand-in RBS gateway with its card
 * page, and a stand-in Idram wallet, served by this server under /api/test-gateway; no money
 * moves. PaymentService registers it only when TEST_GATEWAY is on (config.ts refuses it in
 * production and beside a real provider). It takes no payment type itself: the card plug-in
 * speaks to its gateway, and the Idram plug-in posts to its wallet, when the shop has none of
 * its own.
 */
export function testPaymentsPlugin(options: {
  /** Where the test gateway keeps its payments. */
  db: Db;
  /** The merchant credentials it accepts; none: made up for the process. */
  credentials: GatewayCredentials | undefined;
  publicUrl: string;
  /** This server's own address, where the test gateway and the shop's RESULT_URL answer. */
  ownUrl: () => string;
  /** Serve the test Idram wallet (the shop has no Idram account). */
  wallet: boolean;
  timeoutMs: number;
}): TestPayments {
  const { publicUrl, ownUrl } = options;
  const credentials = options.credentials ?? randomCredentials();
  const gateway = new TestGateway(options.db, {
    ...credentials,
    formUrl: (mdOrder, payerToken) =>
      `${publicUrl}${TEST_GATEWAY_PATH}/pay?${new URLSearchParams({ mdOrder, token: payerToken })}`,
  });
  const wallet: TestWalletOptions | undefined = options.wallet
    ? {
        idram: {
          url: `${publicUrl}${TEST_GATEWAY_PATH}/idram/GetPayment`,
          account: TEST_IDRAM_ACCOUNT,
          secretKey: credentials.password,
        },
        resultUrl: () => `${ownUrl()}${IDRAM_PATHS.result}`,
        successUrl: `${publicUrl}${IDRAM_PATHS.success}`,
        failUrl: `${publicUrl}${IDRAM_PATHS.failure}`,
        timeoutMs: options.timeoutMs,
      }
    : undefined;
  return {
    name: 'test',
    gateway,
    cardGateway: { baseUrl: () => `${ownUrl()}${TEST_GATEWAY_PATH}/payment/rest`, ...credentials },
    wallet,
    routes: () => async (app) => {
      await app.register(testGatewayRoutes(gateway), { prefix: '/test-gateway' });
      if (wallet) {
        await app.register(testIdramWalletRoutes(wallet), { prefix: '/test-gateway/idram' });
      }
    },
    jobs: [
      {
        name: 'test-gateway-purge',
        everyMs: 24 * 3_600_000,
        work: () => gateway.forgetBefore(new Date(Date.now() - TEST_PAYMENTS_KEPT_MS)),
      },
    ],
  };
}
