import type { Endpoints } from '@voski/contract';
import type { Answer } from '@voski/contract/endpoint';

export const currencies = ['AMD', 'USD', 'RUB'] as const;
export type Currency = (typeof currencies)[number];

/** `value` is how many AMD one unit of `current` costs; AMD is always 1. */
export interface Rate {
  current: Currency;
  value: number;
}

export const defaultRate: Rate = { current: 'AMD', value: 1 };

function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (currencies as readonly string[]).includes(value);
}

/** A rate kept in the browser's storage (which anything may have written). */
export function parseRate(value: unknown): Rate | null {
  if (typeof value !== 'object' || value === null) return null;
  const { current, value: amount } = value as Record<string, unknown>;
  const number = typeof amount === 'string' ? Number(amount) : amount;
  if (!isCurrency(current) || typeof number !== 'number' || !(number > 0)) return null;
  return { current, value: current === 'AMD' ? 1 : number };
}

/** The `GET /api/rates` answer as the switcher's options: AMD first, then USD and RUB if known. */
export function ratesOf(answer: Answer<Endpoints['GET /rates']> | null): Rate[] {
  const known = answer?.data ?? [];
  return currencies.flatMap((code) => {
    if (code === 'AMD') return [defaultRate];
    const rate = known.find((entry) => entry.current === code);
    return rate ? [{ current: code, value: rate.value }] : [];
  });
}
