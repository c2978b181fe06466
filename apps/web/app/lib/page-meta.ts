import type { MetaDescriptor } from 'react-router';
import type { Locale } from './i18n/locale';
import { translate, type MessageId } from './i18n/messages';

/** The `meta` descriptors of a page: its title and, when given, its description. */
export function pageMeta(
  locale: Locale,
  title: MessageId,
  description?: MessageId,
): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [{ title: translate(locale, title) }];
  if (description) tags.push({ name: 'description', content: translate(locale, description) });
  return tags;
}
