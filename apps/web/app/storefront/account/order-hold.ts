import { SHOP_TIME_ZONE } from '@voski/contract/shop-days';
import type { IntlShape } from 'react-intl';
import type { CancelOutcome } from './order-cancel';

/** What came of "Keep them N more minutes": until when the pieces are kept now, or why not. */
export type ExtendOutcome =
  { ok: true; until: string } | { ok: false; reason: 'notExtendable' | 'failed' };

/** The extend call's answer as the order page tells it; 409: extended already, or not open. */
export function extendOutcome(status: number, body: unknown): ExtendOutcome {
  const until = (body as { expires_at?: unknown } | null)?.expires_at;
  if (status >= 200 && status < 300 && typeof until === 'string') return { ok: true, until };
  return { ok: false, reason: status === 409 ? 'notExtendable' : 'failed' };
}

/** The order page's forms post to one action; each button names its intent, the API's verb. */
export type OrderIntent = 'cancel' | 'extend';
export const INTENT_FIELD = 'intent';

export function orderIntent(form: FormData): OrderIntent | null {
  const intent = form.get(INTENT_FIELD);
  return intent === 'cancel' || intent === 'extend' ? intent : null;
}

export type OrderOutcome =
  { intent: 'cancel'; outcome: CancelOutcome } | { intent: 'extend'; outcome: ExtendOutcome };

/** HH:MM in the shop's time zone, as the shop keeps the order (24-hour in every language). */
export const holdTime = (intl: IntlShape, iso: string): string =>
  intl.formatTime(iso, {
    timeZone: SHOP_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
