import type { Locale } from './i18n/locale';
import { numberLocale } from './number-locale';
import type { Rate } from './rates';

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: Locale, currency: string, fractionDigits: number): Intl.NumberFormat {
  const key = `${locale}:${currency}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(numberLocale(locale), {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(key, format);
  }
  return format;
}

/**
 * A price kept in AMD, shown in the visitor's currency: AMD as whole drams (֏),
 * USD and RUB as price ÷ rate rounded to one decimal.
 */
export function formatPrice(amd: number, rate: Rate, locale: Locale): string {
  if (rate.current === 'AMD' || !(rate.value > 0)) {
    return formatter(locale, 'AMD', 0).format(Math.round(amd));
  }
  const converted = Math.round((amd / rate.value) * 10) / 10;
  return formatter(locale, rate.current, 1).format(converted);
}
