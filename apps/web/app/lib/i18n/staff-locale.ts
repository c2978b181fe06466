import { writeItem } from '../browser-store';
import { useStoredItem } from '../use-stored-item';
import { defaultLocale, isLocale, type Locale } from './locale';

/** The staff member's language on /login and /admin, kept in localStorage. */
export const staffLocaleKey = 'adminLang';

export function parseStaffLocale(raw: string | null): Locale {
  return isLocale(raw) ? raw : defaultLocale;
}

/** Armenian on the server and during hydration, then the stored choice. */
export function useStaffLocale(): Locale {
  return parseStaffLocale(useStoredItem(staffLocaleKey));
}

export function setStaffLocale(locale: Locale): void {
  writeItem(staffLocaleKey, locale);
}
