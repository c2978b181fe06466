import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { en } from './en';
import { hy, type MessageId, type Messages } from './hy';
import type { Locale } from './locale';
import { ru } from './ru';

export type { MessageId, Messages };

export const catalogs: Record<Locale, Messages> = { hy, en, ru };

/** A plain (argument-free) message, for places outside React such as route `meta`. */
export function translate(locale: Locale, id: MessageId): string {
  return catalogs[locale][id];
}

const cache = createIntlCache();
const intls = new Map<Locale, IntlShape>();

/** An IntlShape for code outside React (route `meta`, resource routes). */
export function intlFor(locale: Locale): IntlShape {
  let intl = intls.get(locale);
  if (!intl) {
    intl = createIntl({ locale, defaultLocale: 'hy', messages: catalogs[locale] }, cache);
    intls.set(locale, intl);
  }
  return intl;
}

/** A message with ICU arguments, outside React. */
export function format(
  locale: Locale,
  id: MessageId,
  values?: Record<string, string | number>,
): string {
  return intlFor(locale).formatMessage({ id }, values);
}

// Typed message ids for react-intl, which reads them from this global namespace.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
