import { HttpError } from '../../http/errors.ts';
import { Throttle } from '../../http/throttle.ts';
import type { ThrottleStore } from '../../http/throttle-store.ts';

const WINDOW_MS = 10 * 60_000;

/**
 * How often one client may make the shop ask a gateway about a payment (the check, and the
 * return addresses that check or capture on the payer's way back): each ask uses the merchant's
 * credentials, so it is counted before it is made (docs/decisions/0012).
 */
export class PaymentChecks {
  private readonly throttle: Throttle | undefined;

  /** `limit`: asks one client may cause in ten minutes; 0: no limit. */
  constructor(store: ThrottleStore, limit: number) {
    this.throttle = limit
      ? new Throttle(
          store,
          'payment-checks',
          { kind: 'window', limit, windowMs: WINDOW_MS },
          'Too many payment checks. Please try again later.',
        )
      : undefined;
  }

  /** Counts one ask for the client at `ip`; 429 with Retry-After past the limit. */
  async take(ip: string): Promise<void> {
    await this.throttle?.take(ip);
  }

  /** As `take`, for a way back that goes on without asking: false past the limit. */
  async allows(ip: string): Promise<boolean> {
    try {
      await this.take(ip);
      return true;
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 429) return false;
      throw error;
    }
  }
}
