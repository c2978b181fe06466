import type { Locale } from './i18n/locale';
import { formatMoney } from './number-format';
import { numberLocale } from './number-locale';
import type { Rate } from './rates';

/**
 * A price kept in AMD, shown in the visitor's currency: AMD as whole drams (֏),
 * USD and RUB as price ÷ rate rounded to one decimal.
 */
export function formatPrice(amd: number, rate: Rate, locale: Locale): string {
  if (rate.current === 'AMD' || !(rate.value > 0)) {
    return formatMoney(Math.round(amd), 'AMD', numberLocale(locale), 0);
  }
  const converted = Math.round((amd / rate.value) * 10) / 10;
  return formatMoney(converted, rate.current, numberLocale(locale), 1);
}
