import { SHOP_TIME_ZONE } from '@voski/contract/shop-days';
import type { Locale } from '../../lib/i18n/locale';
import { formatPrice } from '../../lib/money';

/** Dates are shown in the shop's time zone, whatever the staff member's device says. */
export const shopTimeZone = SHOP_TIME_ZONE;

// Chromium has no Armenian date data; Russian writes dates the way Armenia does (21.11.2026).
const dateLocale = (locale: Locale) => (locale === 'en' ? 'en-GB' : 'ru');

const formats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: Locale, withTime: boolean) {
  const key = `${locale}:${withTime}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(dateLocale(locale), {
      timeZone: shopTimeZone,
      dateStyle: 'short',
      ...(withTime ? { timeStyle: 'short' } : {}),
    });
    formats.set(key, format);
  }
  return format;
}

export function formatDateTime(iso: string, locale: Locale): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat(locale, true).format(date);
}

export function formatDate(iso: string, locale: Locale): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat(locale, false).format(date);
}

const amd = { current: 'AMD', value: 1 } as const;
export const formatAmd = (value: number, locale: Locale) => formatPrice(value, amd, locale);

/** The day (YYYY-MM-DD) a moment falls on in the shop's time zone. */
export { shopDay } from '@voski/contract/shop-days';
