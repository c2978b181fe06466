import { locales, type Locale } from '@voski/contract';
import { SHOP_TIME_ZONE } from '@voski/contract/shop-days';

/** Formatters for each language, made once (making one costs far more than using it). */
const perLocale = <T>(make: (language: Locale) => T) =>
  Object.fromEntries(locales.map((language) => [language, make(language)])) as Record<Locale, T>;

const grams = perLocale((l) => new Intl.NumberFormat(l, { maximumFractionDigits: 3 }));
const moments = perLocale(
  (l) =>
    new Intl.DateTimeFormat(l, { timeZone: SHOP_TIME_ZONE, dateStyle: 'long', timeStyle: 'short' }),
);

/** Grams as the language writes decimals ("3,25" in hy and ru); '—' when unknown. */
export const formatGrams = (weight: number | null, language: Locale): string =>
  weight === null ? '—' : grams[language].format(weight);

/** A moment as the shop's clock in Yerevan shows it. */
export const formatMoment = (moment: Date, language: Locale): string =>
  moments[language].format(moment);
