import { GatewayError, gatewayFetch, readJson } from '../gateway-error.ts';

/**
 * A client of the BPC "RBS" vPOS REST protocol that ArCa's acquiring banks run: each call is a
 * form-encoded POST to `<base>/<method>.do` carrying the merchant's userName and password, and
 * answers JSON whose `errorCode` is absent or "0" on success.
 */
export interface RbsOptions {
  /** The REST base (…/payment/rest); read at each call, as the test gateway's port comes late. */
  baseUrl: () => string;
  userName: string;
  password: string;
  timeoutMs: number;
}

/** ISO 4217 numeric code of the Armenian dram. */
export const AMD_CURRENCY = '051';

/** RBS `orderStatus` values. */
export const RbsStatus = {
  Registered: 0,
  PreAuthorized: 1,
  Deposited: 2,
  Reversed: 3,
  Refunded: 4,
  AcsAuthorization: 5,
  Declined: 6,
} as const;

/** RBS `actionCode`s the shop tells apart. */
export const RbsAction = { Success: 0, NoAttempt: -100, SessionExpired: -2007 } as const;

export interface RegisterRequest {
  orderNumber: string;
  /** Minor units: AMD × 100. */
  amount: number;
  returnUrl: string;
  failUrl: string;
  description: string;
  language: string;
  sessionTimeoutSecs: number;
}

export interface RbsOrderStatus {
  orderNumber: string;
  orderStatus: number;
  actionCode: number;
  actionCodeDescription: string;
  /** Minor units. */
  amount: number;
  currency: string;
}

type Params = Record<string, string | number>;

export class RbsClient {
  constructor(private readonly options: RbsOptions) {}

  async register(request: RegisterRequest): Promise<{ orderId: string; formUrl: string }> {
    const body = await this.call('register.do', { ...request, currency: AMD_CURRENCY });
    const orderId = body.orderId;
    const formUrl = body.formUrl;
    if (typeof orderId !== 'string' || typeof formUrl !== 'string' || !orderId || !formUrl) {
      throw new GatewayError('register.do answered no orderId and formUrl');
    }
    return { orderId, formUrl };
  }

  async status(orderId: string, language = 'en'): Promise<RbsOrderStatus> {
    const body = await this.call('getOrderStatusExtended.do', { orderId, language });
    const orderStatus = Number(body.orderStatus);
    if (!Number.isInteger(orderStatus)) {
      throw new GatewayError('getOrderStatusExtended.do answered no orderStatus');
    }
    return {
      orderNumber: String(body.orderNumber ?? ''),
      orderStatus,
      actionCode: Number(body.actionCode ?? 0),
      actionCodeDescription: String(body.actionCodeDescription ?? ''),
      amount: Number(body.amount ?? 0),
      currency: String(body.currency ?? AMD_CURRENCY),
    };
  }

  /** Gives back a deposited payment (all of it when `amount` is its full amount). */
  async refund(orderId: string, amount: number): Promise<void> {
    await this.call('refund.do', { orderId, amount });
  }

  /** Cancels a payment that is only held (pre-authorised), before it is deposited. */
  async reverse(orderId: string): Promise<void> {
    await this.call('reverse.do', { orderId });
  }

  private async call(method: string, params: Params): Promise<Record<string, unknown>> {
    const form = new URLSearchParams({
      userName: this.options.userName,
      password: this.options.password,
    });
    for (const [key, value] of Object.entries(params)) form.set(key, String(value));
    const url = `${this.options.baseUrl().replace(/\/+$/, '')}/${method}`;
    const response = await gatewayFetch(
      'The card gateway',
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
      },
      this.options.timeoutMs,
    );
    if (!response.ok) throw new GatewayError(`${method} answered HTTP ${response.status}`);
    const body = await readJson('The card gateway', response);
    if (!body || typeof body !== 'object') throw new GatewayError(`${method} answered no object`);
    const answer = body as Record<string, unknown>;
    const code = answer.errorCode === undefined ? '0' : String(answer.errorCode);
    if (code !== '0') {
      throw new GatewayError(`${method}: ${String(answer.errorMessage ?? 'error')}`, code);
    }
    return answer;
  }
}
