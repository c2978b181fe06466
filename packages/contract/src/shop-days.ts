// Plain data without zod: the back-office imports it through `@voski/contract/shop-days`.

/** Order dates are days in the shop's time zone. */
export const SHOP_TIME_ZONE = 'Asia/Yerevan';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The day (YYYY-MM-DD) a moment falls on in the shop's time zone. */
export function shopDay(moment: Date | string = new Date()): string {
  const date = typeof moment === 'string' ? new Date(moment) : moment;
  const parts = Object.fromEntries(dayFormat.formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The day `n` days after `day` (before it when `n` is negative); days are YYYY-MM-DD. */
export function addDays(day: string, n: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included. */
export function daySpan(from: string, to: string): number {
  return (
    Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1
  );
}

/** Every day from `from` to `to`, both included, oldest first. */
export function daysBetween(from: string, to: string): string[] {
  return Array.from({ length: Math.max(0, daySpan(from, to)) }, (_, i) => addDays(from, i));
}
