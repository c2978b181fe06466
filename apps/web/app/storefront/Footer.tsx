import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { localizedHref } from '../lib/i18n/locale';
import type { MessageId } from '../lib/i18n/messages';
import { useLocale } from '../lib/i18n/use-locale';
import styles from './Footer.module.css';

const links: { path: string; label: MessageId }[] = [
  { path: '/contacts', label: 'footer.contacts' },
  { path: '/return-policy', label: 'footer.returnPolicy' },
  { path: '/about', label: 'footer.about' },
  { path: '/faq', label: 'footer.faq' },
  { path: '/blog', label: 'footer.blog' },
];

export function Footer() {
  const locale = useLocale();
  const intl = useIntl();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div>
          <p className={styles.brand}>Voski</p>
          <p className={styles.tagline}>
            <FormattedMessage id="footer.tagline" />
          </p>
        </div>
        <nav aria-label={intl.formatMessage({ id: 'footer.info' })}>
          <ul className={styles.links}>
            {links.map(({ path, label }) => (
              <li key={path}>
                <Link to={localizedHref(locale, path)}>
                  <FormattedMessage id={label} />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className={styles.copyright}>
        <FormattedMessage id="footer.copyright" values={{ year: new Date().getFullYear() }} />
      </p>
    </footer>
  );
}
