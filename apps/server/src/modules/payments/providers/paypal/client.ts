import { GatewayError, gatewayFetch, readJson } from '../gateway-error.ts';

/**
 * A client of PayPal's REST API: an OAuth 2 token by client credentials, then the Orders v2
 * flow (create with intent CAPTURE, the payer approves at the `approve` link, capture) and a
 * refund of a capture. Writes carry `PayPal-Request-Id`, so repeating one is harmless.
 */
export interface PayPalOptions {
  url: string;
  clientId: string;
  clientSecret: string;
  timeoutMs: number;
}

export interface Money {
  currency_code: string;
  value: string;
}

export interface PayPalOrder {
  id: string;
  /** CREATED, SAVED, APPROVED, VOIDED, COMPLETED or PAYER_ACTION_REQUIRED. */
  status: string;
  capture?: { id: string; status: string; amount: Money | undefined };
}

export interface CreateOrderRequest {
  requestId: string;
  reference: string;
  description: string;
  amount: Money;
  returnUrl: string;
  cancelUrl: string;
  locale: string;
}

const NAME = 'PayPal';

export class PayPalClient {
  private token: { value: string; expiresAt: number } | undefined;

  constructor(private readonly options: PayPalOptions) {}

  async createOrder(request: CreateOrderRequest): Promise<{ id: string; approvalUrl: string }> {
    const body = await this.call('POST', '/v2/checkout/orders', {
      requestId: request.requestId,
      json: {
        intent: 'CAPTURE',
        purchase_units: [
          {
            reference_id: request.reference,
            invoice_id: request.reference,
            description: request.description,
            amount: request.amount,
          },
        ],
        application_context: {
          return_url: request.returnUrl,
          cancel_url: request.cancelUrl,
          locale: request.locale,
          shipping_preference: 'NO_SHIPPING',
          user_action: 'PAY_NOW',
        },
      },
    });
    const order = body as { id?: unknown; links?: { rel?: string; href?: string }[] };
    const link = order.links?.find((l) => l.rel === 'approve' || l.rel === 'payer-action');
    if (typeof order.id !== 'string' || !link?.href) {
      throw new GatewayError('PayPal created no order with an approve link');
    }
    return { id: order.id, approvalUrl: link.href };
  }

  async getOrder(id: string): Promise<PayPalOrder> {
    return parseOrder(await this.call('GET', `/v2/checkout/orders/${encodeURIComponent(id)}`));
  }

  /** Captures an approved order; an order captured before answers as it is now. */
  async capture(id: string, requestId: string): Promise<PayPalOrder> {
    try {
      const path = `/v2/checkout/orders/${encodeURIComponent(id)}/capture`;
      return parseOrder(await this.call('POST', path, { requestId, json: {} }));
    } catch (error) {
      if (error instanceof GatewayError && error.code === 'ORDER_ALREADY_CAPTURED') {
        return this.getOrder(id);
      }
      throw error;
    }
  }

  /** Refunds a whole capture. */
  async refund(captureId: string, requestId: string): Promise<string> {
    const path = `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`;
    const body = (await this.call('POST', path, { requestId, json: {} })) as { status?: unknown };
    return String(body.status ?? '');
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now()) return this.token.value;
    const basic = Buffer.from(`${this.options.clientId}:${this.options.clientSecret}`).toString(
      'base64',
    );
    const response = await gatewayFetch(
      NAME,
      `${this.options.url}/v1/oauth2/token`,
      {
        method: 'POST',
        headers: {
          authorization: `Basic ${basic}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: 'grant_type=client_credentials',
      },
      this.options.timeoutMs,
    );
    const body = (await readJson(NAME, response)) as {
      access_token?: unknown;
      expires_in?: unknown;
    };
    if (!response.ok || typeof body.access_token !== 'string') {
      throw new GatewayError(`PayPal refused the credentials (HTTP ${response.status})`);
    }
    const lifetime = Number(body.expires_in) || 300;
    this.token = {
      value: body.access_token,
      // Renewed a minute early, so a token never expires on its way to PayPal.
      expiresAt: Date.now() + Math.max(0, lifetime - 60) * 1000,
    };
    return body.access_token;
  }

  private async call(
    method: 'GET' | 'POST',
    path: string,
    write?: { requestId: string; json: unknown },
    retried = false,
  ): Promise<unknown> {
    const headers: Record<string, string> = {
      authorization: `Bearer ${await this.accessToken()}`,
      accept: 'application/json',
    };
    if (write) {
      headers['content-type'] = 'application/json';
      headers['paypal-request-id'] = write.requestId;
      headers.prefer = 'return=representation';
    }
    const response = await gatewayFetch(
      NAME,
      `${this.options.url}${path}`,
      { method, headers, body: write ? JSON.stringify(write.json) : undefined },
      this.options.timeoutMs,
    );
    if (response.status === 401 && !retried) {
      this.token = undefined;
      return this.call(method, path, write, true);
    }
    const body = await readJson(NAME, response);
    if (!response.ok) {
      const problem = body as { name?: unknown; details?: { issue?: unknown }[] };
      const issue = problem.details?.[0]?.issue ?? problem.name;
      throw new GatewayError(
        `PayPal ${method} ${path} answered ${response.status} ${String(issue ?? '')}`,
        issue === undefined ? undefined : String(issue),
      );
    }
    return body;
  }
}

function parseOrder(body: unknown): PayPalOrder {
  const order = body as {
    id?: unknown;
    status?: unknown;
    purchase_units?: {
      payments?: { captures?: { id?: unknown; status?: unknown; amount?: Money }[] };
    }[];
  };
  if (typeof order.id !== 'string' || typeof order.status !== 'string') {
    throw new GatewayError('PayPal answered no order');
  }
  const capture = order.purchase_units?.[0]?.payments?.captures?.[0];
  return {
    id: order.id,
    status: order.status,
    capture:
      capture && typeof capture.id === 'string'
        ? { id: capture.id, status: String(capture.status ?? ''), amount: capture.amount }
        : undefined,
  };
}
