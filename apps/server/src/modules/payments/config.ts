import type { IdramConfig } from './providers/idram/idram.ts';

export interface GatewayCredentials {
  userName: string;
  password: string;
}

export interface CardGatewayConfig extends GatewayCredentials {
  /** The RBS REST base, e.g. https://ipay.arca.am/payment/rest; none: the built-in test gateway. */
  url: string | undefined;
}

export interface PayPalConfig {
  /** https://api-m.paypal.com, or the sandbox https://api-m.sandbox.paypal.com */
  url: string;
  clientId: string;
  clientSecret: string;
}

/**
 * How long and how much unpaid orders may hold (issue 34, docs/decisions/0027): one anonymous
 * order used to hold every unique piece of the shop for half an hour, again and again.
 */
export interface HoldLimits {
  /** An unpaid order's time to pay may be extended once by this much; 0: never. */
  extendSeconds: number;
  /** Pieces one unpaid order, one client and one e-mail may hold at once; 0: no cap. */
  pieces: number;
  /** Unpaid orders holding pieces that one client or e-mail may let expire in a day; 0: any. */
  unpaidPerDay: number;
}

export interface PaymentsConfig {
  card: CardGatewayConfig;
  /** The shop's Idram merchant account; none: the test gateway's wallet, when it is on. */
  idram: IdramConfig | undefined;
  /** Serve the built-in test gateway under /api/test-gateway. */
  testGateway: boolean;
  /**
   * The merchant credentials the test gateway accepts (main.ts keeps them in the data folder);
   * none: made up afresh for the process. Its card client uses them unless `card` names others.
   */
  testGatewayCredentials?: GatewayCredentials | undefined;
  paypal: PayPalConfig | undefined;
  /** How long one call to a gateway may take. */
  timeoutMs: number;
  /** An unpaid order expires this long after it was placed. */
  orderTtlSeconds: number;
  /** The same customer and basket within this window is the same order (a double click). */
  duplicateWindowSeconds: number;
  /** Orders one IP may place in ten minutes; 0: no limit. */
  orderLimitPerIp: number;
  /**
   * Gateway asks (the payment check, the PayPal return, the old return page) one client (an
   * IPv4 address, an IPv6 /64) may cause in ten minutes; 0: no limit.
   */
  checkLimitPerIp: number;
  /** How long and how many pieces unpaid orders may hold (issue 34). */
  holds: HoldLimits;
  /** Minutes staff may take a move to in transit or delivered back (issue 38). */
  undoMinutes: number;
  /** The time now for taking moves back; tests move it on. Default: the system's. */
  clock?: () => Date;
  /**
   * Where the gateway sends the payer back to (`?orderId=` is appended); unset: the
   * storefront's own result pages. A separate client's return page then calls /payment/check.
   */
  returnUrls: { success?: string | undefined; failure?: string | undefined };
}

export const defaultPaymentsConfig: PaymentsConfig = {
  card: { url: undefined, userName: '', password: '' },
  idram: undefined,
  testGateway: true,
  paypal: undefined,
  timeoutMs: 15_000,
  orderTtlSeconds: 15 * 60,
  duplicateWindowSeconds: 30,
  orderLimitPerIp: 30,
  checkLimitPerIp: 120,
  holds: { extendSeconds: 10 * 60, pieces: 10, unpaidPerDay: 3 },
  undoMinutes: 10,
  returnUrls: {},
};
