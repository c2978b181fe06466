import type { Endpoints } from '@voski/contract';
import { endpointUrl, type CallInput } from '@voski/contract/endpoint';

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

const isLeft = (value: unknown): value is number | null =>
  value === null || (typeof value === 'number' && Number.isInteger(value) && value >= 0);

export function parseQuote(body: unknown): ShownQuote | null {
  const { total, changed, lines } = (body ?? {}) as {
    total?: unknown;
    changed?: unknown;
    lines?: unknown;
  };
  if (typeof total !== 'number' || !Array.isArray(changed)) return null;
  return {
    total,
    changed: changed.filter(
      (c): c is ShownQuote['changed'][number] =>
        typeof c?.id === 'number' && typeof c.was === 'number' && typeof c.now === 'number',
    ),
    left: (Array.isArray(lines) ? (lines as Record<string, unknown>[]) : []).flatMap((line) =>
      typeof line?.id === 'number' && isLeft(line.left)
        ? [
            {
              id: line.id,
              left: line.left,
              ...(typeof line.size === 'string' ? { size: line.size } : {}),
            },
          ]
        : [],
    ),
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
    const response = await fetch(endpointUrl('POST /payment/quote'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal,
    });
    return response.ok ? parseQuote(await response.json()) : null;
  } catch {
    return null;
  }
}
