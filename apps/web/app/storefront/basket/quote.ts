import type { Endpoints } from '@voski/contract';
import type { Answer, CallInput } from '@voski/contract/endpoint';
import { callShop } from '../../lib/shop-api';

type QuoteBody = CallInput<Endpoints['POST /payment/quote']>['body'];

/** What the storefront reads of a `POST /api/payment/quote` answer. */
export interface ShownQuote {
  /** AMD: what the payment charges. */
  total: number;
  /** Lines whose price is no longer the one the basket had. */
  changed: { id: number; was: number; now: number }[];
  /** The pieces left of each line's product (and size); null when the shop does not count them. */
  left: { id: number; size?: string; left: number | null }[];
}

/** The parts of a quote the basket and checkout show. */
export function shownQuote(quote: Answer<Endpoints['POST /payment/quote']>): ShownQuote {
  return {
    total: quote.total,
    changed: quote.changed,
    left: quote.lines.map(({ id, size, left }) => ({ id, left, ...(size ? { size } : {}) })),
  };
}

/** Asks the server what placing the order now would charge; null when it cannot say. */
export async function fetchQuote(
  destination: { country: string; region: string },
  basket: readonly { id: number; quantity: number; price: number; size?: string }[],
  signal: AbortSignal,
): Promise<ShownQuote | null> {
  const body: QuoteBody = {
    products: basket.map(({ id, quantity, price, size }) => ({
      id,
      quantity,
      price,
      ...(size ? { size } : {}),
    })),
    country: destination.country,
    region: destination.region.trim(),
  };
  try {
    const answer = await callShop('POST /payment/quote', { signal }, { body });
    return answer.ok ? shownQuote(answer.data) : null;
  } catch {
    return null;
  }
}
