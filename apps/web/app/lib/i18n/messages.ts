import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import type { AdminMessageId } from '../../admin/i18n/hy';
import type { MessageId, Messages } from './hy';
import { defaultLocale, type Locale } from './locale';

export type { MessageId, Messages };
/** Ids of the staff screens' catalog, which holds the storefront's ids as well. */
export type StaffMessageId = MessageId | AdminMessageId;

type Catalog = Partial<Record<StaffMessageId, string>>;

/*
 * A catalog arrives with the route module that needs it (each storefront language has its own
 * layout route, the staff routes bring theirs), so a page downloads only the language it shows.
 * Those modules register their catalog here when they are evaluated, which React Router does
 * before it renders any of their routes. In the browser build the messages are pre-compiled
 * ICU syntax trees (see vite/precompiled-messages.ts); the types still say string.
 */
const registered = new Map<Locale, Catalog>();
const cache = createIntlCache();
const intls = new Map<Locale, IntlShape>();

/** Adds messages to a language's catalog (the staff catalog extends the storefront's). */
export function registerCatalog(locale: Locale, messages: Catalog): void {
  registered.set(locale, { ...registered.get(locale), ...messages });
  intls.delete(locale);
}

/** The messages for an IntlProvider: the language's own, else Armenian (never thrown away). */
export function catalogFor(locale: Locale): Record<string, string> {
  return (registered.get(locale) ?? registered.get(defaultLocale) ?? {}) as Record<string, string>;
}

/** An IntlShape for code outside React (route `meta`, resource routes). */
export function intlFor(locale: Locale): IntlShape {
  let intl = intls.get(locale);
  if (!intl) {
    intl = createIntl({ locale, defaultLocale, messages: catalogFor(locale) }, cache);
    intls.set(locale, intl);
  }
  return intl;
}

/** A message outside React, with its ICU arguments if it has any. */
export function format(
  locale: Locale,
  id: MessageId,
  values?: Record<string, string | number>,
): string {
  return intlFor(locale).formatMessage({ id }, values);
}

/** A plain (argument-free) message, for places outside React such as route `meta`. */
export function translate(locale: Locale, id: MessageId): string {
  return format(locale, id);
}

// Typed message ids for react-intl, which reads them from this global namespace.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    interface Message {
      ids: StaffMessageId;
    }
  }
}
