import { defaultLocale, locales, type Locale } from '@voski/contract/locales';

export { defaultLocale, locales, type Locale };

/** Each language's name in that language, for the switchers. */
export const localeNames: Record<Locale, string> = {
  hy: 'Հայերեն',
  en: 'English',
  ru: 'Русский',
};

export const localeShortNames: Record<Locale, string> = {
  hy: 'Հայ',
  en: 'Eng',
  ru: 'Рус',
};

/** Paths of the staff side: not localized in the URL. */
const staffPrefixes = ['/login', '/admin'];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

export function isStaffPath(pathname: string): boolean {
  return staffPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** The first path segment when it is a non-default locale. */
function prefixLocale(pathname: string): Locale | null {
  const segment = pathname.split('/')[1];
  return segment !== defaultLocale && isLocale(segment) ? segment : null;
}

export function localeFromPath(pathname: string): Locale {
  return prefixLocale(pathname) ?? defaultLocale;
}

/** A locale-free storefront path ('/products/3') as seen in `locale` ('/en/products/3'). */
export function localizedHref(locale: Locale, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === defaultLocale) return clean;
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`;
}

/** The same page in another language; staff paths are not localized and stay as they are. */
export function localizedPath(pathname: string, target: Locale): string {
  if (isStaffPath(pathname)) return pathname;
  const current = prefixLocale(pathname);
  const bare = current ? pathname.slice(current.length + 1) || '/' : pathname || '/';
  return localizedHref(target, bare);
}

type Translated<F extends string> = { [K in F | `${F}_en` | `${F}_ru`]?: string | null };

function translation<F extends string>(record: Translated<F>, field: F, locale: Locale) {
  if (locale === defaultLocale) return undefined;
  const translated = record[`${field}_${locale}`];
  return typeof translated === 'string' && translated.trim() !== '' ? translated : undefined;
}

/**
 * A translatable field in the wanted language: `title_en` for en, `title_ru` for ru,
 * falling back to the Armenian bare field when the translation is empty.
 */
export function pick<F extends string>(record: Translated<F>, field: F, locale: Locale): string {
  return translation(record, field, locale) ?? record[field] ?? '';
}

/**
 * The `lang` of what `pick` answers, for the element that shows it: the default language where
 * it fell back to the Armenian text, else undefined (the page's own). A screen reader then reads
 * Armenian words with an Armenian voice (WCAG 3.1.2, language of parts).
 */
export function pickedLang<F extends string>(
  record: Translated<F>,
  field: F,
  locale: Locale,
): Locale | undefined {
  if (locale === defaultLocale || translation(record, field, locale) !== undefined)
    return undefined;
  return (record[field] ?? '') === '' ? undefined : defaultLocale;
}
