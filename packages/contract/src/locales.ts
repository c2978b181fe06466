export const locales = ['hy', 'en', 'ru'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale = 'hy' satisfies Locale;

/** Suffix of a translated field: the bare field is Armenian. */
export const localeSuffix: Record<Locale, '' | '_en' | '_ru'> = { hy: '', en: '_en', ru: '_ru' };
