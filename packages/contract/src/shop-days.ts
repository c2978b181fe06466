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

const clockFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** How far the shop's clock is ahead of UTC at `at` (ms since the epoch), in ms. */
function shopOffset(at: number): number {
  const parts = Object.fromEntries(
    clockFormat.formatToParts(new Date(at)).map((p) => [p.type, Number(p.value)]),
  ) as Record<string, number>;
  const wall = Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour! % 24,
    parts.minute!,
    parts.second!,
  );
  return wall - Math.floor(at / 1000) * 1000;
}

/**
 * The moment a wall-clock time in the shop's time zone is: `YYYY-MM-DD` (its midnight) or
 * `YYYY-MM-DDTHH:mm[:ss]`.
 */
export function shopMoment(local: string): Date {
  const [day, clock = '00:00'] = local.split('T');
  const wall = Date.parse(`${day}T${clock.length === 5 ? `${clock}:00` : clock}Z`);
  const first = wall - shopOffset(wall);
  return new Date(wall - shopOffset(first));
}
