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

// Typed message ids for react-intl, which reads them from this global namespace.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
