// Zod-free, for the browser too: only the shop's three languages are registered (each is a few
// kilobytes; the package's other languages never reach a bundle).
import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import hy from 'i18n-iso-countries/langs/hy.json' with { type: 'json' };
import ru from 'i18n-iso-countries/langs/ru.json' with { type: 'json' };
import { HOME_COUNTRY } from './countries.ts';
import type { Locale } from './locales.ts';

for (const data of [en, hy, ru]) countries.registerLocale(data);

export const isCountryCode = (code: string): boolean => countries.isValid(code);

export const countryName = (code: string, locale: Locale): string =>
  countries.getName(code, locale, { select: 'official' }) ?? code;

/** Every country as `{code, name}` in the locale's alphabetical order, Armenia first. */
export function countryOptions(locale: Locale): { code: string; name: string }[] {
  const names = countries.getNames(locale, { select: 'official' });
  const collator = new Intl.Collator(locale);
  const rest = Object.entries(names)
    .filter(([code]) => code !== HOME_COUNTRY)
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => collator.compare(a.name, b.name));
  return [{ code: HOME_COUNTRY, name: names[HOME_COUNTRY] ?? HOME_COUNTRY }, ...rest];
}
