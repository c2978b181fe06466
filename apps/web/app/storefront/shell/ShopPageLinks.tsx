import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { localizedHref } from '../../lib/i18n/locale';
import type { MessageId } from '../../lib/i18n/messages';
import { useLocale } from '../../lib/i18n/use-locale';

/** The shop's own pages, linked from the footer and, on phones, from the menu. */
const shopPages: readonly { path: string; label: MessageId }[] = [
  { path: '/contacts', label: 'footer.contacts' },
  { path: '/return-policy', label: 'footer.returnPolicy' },
  { path: '/about', label: 'footer.about' },
  { path: '/faq', label: 'footer.faq' },
  { path: '/blog', label: 'footer.blog' },
];

export function ShopPageLinks({ className }: { className?: string }) {
  const locale = useLocale();
  return (
    <ul className={className}>
      {shopPages.map(({ path, label }) => (
        <li key={path}>
          <Link to={localizedHref(locale, path)}>
            <FormattedMessage id={label} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
