import type { Rate } from '../../lib/rates';

/*
 * Prices are shown as price ÷ rate rounded to one decimal, so a bound the visitor types in USD
 * or RUB is turned into the AMD bound that keeps exactly the prices they see within it:
 * shown ≥ min  ⇔  price ≥ (min − 0.05) × rate, and shown ≤ max  ⇔  price < (max + 0.05) × rate.
 */

const isAmd = (rate: Rate) => rate.current === 'AMD' || !(rate.value > 0);
// (202.35 × 387.5 may come out as 78410.62499…): round away float noise before ceil/floor
const clean = (value: number) => Math.round(value * 1e6) / 1e6;

/** The smallest AMD price whose shown price is at least `min` (in the rate's currency). */
export function minToAmd(min: number, rate: Rate): number {
  if (isAmd(rate)) return Math.max(0, Math.ceil(clean(min)));
  return Math.max(0, Math.ceil(clean((min - 0.05) * rate.value)));
}

/** The largest AMD price whose shown price is at most `max` (in the rate's currency). */
export function maxToAmd(max: number, rate: Rate): number {
  if (isAmd(rate)) return Math.max(0, Math.floor(clean(max)));
  return Math.max(0, Math.ceil(clean((max + 0.05) * rate.value)) - 1);
}

/** An AMD bound as the visitor's currency, for a price input ("202.3", "150000"). */
export function amdToInput(amd: number, rate: Rate): string {
  if (isAmd(rate)) return String(amd);
  return String(Math.round((amd / rate.value) * 10) / 10);
}

/** What a visitor typed in a price field ("1 200,5", "1200.5"); null when empty or not a price. */
export function parseAmount(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(compact)) return null;
  const value = Number(compact);
  return Number.isFinite(value) ? value : null;
}
