export interface CardGatewayConfig {
  /** The RBS REST base, e.g. https://ipay.arca.am/payment/rest; none: the built-in test gateway. */
  url: string | undefined;
  userName: string;
  password: string;
}

export interface PayPalConfig {
  /** https://api-m.paypal.com, or the sandbox https://api-m.sandbox.paypal.com */
  url: string;
  clientId: string;
  clientSecret: string;
}

export interface PaymentsConfig {
  card: CardGatewayConfig;
  /** Serve the built-in test gateway under /api/test-gateway. */
  testGateway: boolean;
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
   * Where the gateway sends the payer back to (`?orderId=` is appended); unset: the
   * storefront's own result pages. A separate client's return page then calls /payment/check.
   */
  returnUrls: { success?: string | undefined; failure?: string | undefined };
}

/** The credentials the built-in test gateway accepts (it takes no money). */
export const TEST_GATEWAY_CREDENTIALS = { userName: 'voski-test', password: 'voski-test' };

export const defaultPaymentsConfig: PaymentsConfig = {
  card: { url: undefined, ...TEST_GATEWAY_CREDENTIALS },
  testGateway: true,
  paypal: undefined,
  timeoutMs: 15_000,
  orderTtlSeconds: 30 * 60,
  duplicateWindowSeconds: 30,
  orderLimitPerIp: 30,
  returnUrls: {},
};
