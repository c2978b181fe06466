import { useSyncExternalStore } from 'react';
import { writeItem } from '../browser-store';
import { useStoredItem } from '../use-stored-item';
import { defaultLocale, isLocale, type Locale } from './locale';

/** The staff member's language on /login and /admin, kept in localStorage. */
export const staffLocaleKey = 'adminLang';

/** The first of the browser's preferred languages the shop speaks (`en-US` is `en`), or null. */
export function browserLocale(languages: readonly string[]): Locale | null {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return null;
}

function subscribeLanguages(listener: () => void) {
  window.addEventListener('languagechange', listener);
  return () => window.removeEventListener('languagechange', listener);
}

const noSubscription = () => () => {};

/**
 * Armenian on the server and during hydration, then the staff member's choice, else the
 * browser's language, else Armenian. Off a staff page (`onStaffPage` false) it reads nothing and
 * stays Armenian: a value that differs from the server's makes React render the whole document a
 * second time, at once, right after hydrating it, and storefront pages never show it.
 */
export function useStaffLocale(onStaffPage: boolean): Locale {
  const stored = useStoredItem(onStaffPage ? staffLocaleKey : null);
  const browser = useSyncExternalStore(
    onStaffPage ? subscribeLanguages : noSubscription,
    () => (onStaffPage ? browserLocale(navigator.languages) : null),
    () => null,
  );
  return isLocale(stored) ? stored : (browser ?? defaultLocale);
}

export function setStaffLocale(locale: Locale): void {
  writeItem(staffLocaleKey, locale);
}
