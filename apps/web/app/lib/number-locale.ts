import type { Locale } from './i18n/locale';
import { formatNumber, type NumberLocale } from './number-format';

/**
 * The locale numbers are formatted in. Chromium ships without Armenian number data (it formats
 * 'hy' as en-US), so the server's "78 400 ֏" would hydrate as "֏78,400". Armenian and Russian
 * share their number and currency patterns in CLDR (grouping with a no-break space, decimal
 * comma, sign after the amount), so Armenian numbers are formatted as Russian ones: the same
 * text, identical on the server and in every browser.
 */
export function numberLocale(locale: Locale): NumberLocale {
  return locale === 'en' ? 'en' : 'ru';
}

/** A plain decimal number ("1,6" in hy and ru, "1.6" in en), up to `maxDigits` decimals. */
export function formatDecimal(value: number, locale: Locale, maxDigits = 2): string {
  return formatNumber(value, numberLocale(locale), 0, maxDigits);
}

/**
 * The values of a counted message: `count` chooses the plural form and `shown` is the number
 * as printed ("1,234" in en, "1 234" in hy and ru). The storefront's messages print `{shown}`
 * rather than ICU's `#`, which would have react-intl load Intl.NumberFormat (decision 0022).
 */
export function counted(count: number, locale: Locale): { count: number; shown: string } {
  return { count, shown: formatNumber(count, numberLocale(locale), 0, 0) };
}
