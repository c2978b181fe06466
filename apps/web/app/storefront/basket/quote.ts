import type { Endpoints } from '@voski/contract';
import type { Answer, CallInput } from '@voski/contract/endpoint';
import { codeRefusalOf, type CodeRefusal } from '@voski/contract/promotion-rules';
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
  /** The code applied and what it takes off (issue 37); null: none. */
  code: AppliedCode | null;
}

/** A discount code the server applied: AMD off, and whether it makes this delivery free. */
export interface AppliedCode {
  code: string;
  amount: number;
  freeDelivery: boolean;
}

/** A quote refused because of its discount code: why, to say it in the page's language. */
export interface RefusedCode {
  refused: CodeRefusal;
}

/** The parts of a quote the basket and checkout show. */
export function shownQuote(quote: Answer<Endpoints['POST /payment/quote']>): ShownQuote {
  return {
    total: quote.total,
    changed: quote.changed,
    left: quote.lines.map(({ id, size, left }) => ({ id, left, ...(size ? { size } : {}) })),
    code: codeLine(quote.discounts),
  };
}

function codeLine(
  discounts: readonly { code: string | null; amount: number; free_delivery?: boolean }[],
): ShownQuote['code'] {
  const line = discounts.find((d) => d.code !== null);
  return line
    ? { code: line.code!, amount: line.amount, freeDelivery: line.free_delivery === true }
    : null;
}

/**
 * Asks the server what placing the order now would charge (with `code`, the discount code
 * the shopper applied); null when it cannot say.
 */
export async function fetchQuote(
  /** `pickup`: the pickup point chosen (issue 38); '' or absent: delivered. */
  destination: { country: string; region: string; pickup?: string },
  basket: readonly { id: number; quantity: number; price: number; size?: string }[],
  signal: AbortSignal,
  code?: string,
): Promise<ShownQuote | RefusedCode | null> {
  const body: QuoteBody = {
    products: basket.map(({ id, quantity, price, size }) => ({
      id,
      quantity,
      price,
      ...(size ? { size } : {}),
    })),
    country: destination.country,
    region: destination.region.trim(),
    ...(code ? { code } : {}),
    ...(destination.pickup ? { pickup: Number(destination.pickup) } : {}),
  };
  try {
    const answer = await callShop('POST /payment/quote', { signal }, { body });
    if (answer.ok) return shownQuote(answer.data);
    const refused = answer.status === 422 ? codeRefusalOf(answer.error?.errors?.code?.[0]) : null;
    return refused ? { refused } : null;
  } catch {
    return null;
  }
}
