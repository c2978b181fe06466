import type { Locale } from './i18n/locale';

/**
 * The locale numbers are formatted in. Chromium ships without Armenian number data (it formats
 * 'hy' as en-US), so the server's "78 400 ֏" would hydrate as "֏78,400". Armenian and Russian
 * share their number and currency patterns in CLDR (grouping with a no-break space, decimal
 * comma, sign after the amount), so Armenian numbers are formatted as Russian ones: the same
 * text, identical on the server and in every browser.
 */
export function numberLocale(locale: Locale): 'en' | 'ru' {
  return locale === 'en' ? 'en' : 'ru';
}

const decimals = new Map<string, Intl.NumberFormat>();

/** A plain decimal number ("1,6" in hy and ru, "1.6" in en), up to `maxDigits` decimals. */
export function formatDecimal(value: number, locale: Locale, maxDigits = 2): string {
  const key = `${numberLocale(locale)}:${maxDigits}`;
  let format = decimals.get(key);
  if (!format) {
    format = new Intl.NumberFormat(numberLocale(locale), { maximumFractionDigits: maxDigits });
    decimals.set(key, format);
  }
  return format.format(value);
}
