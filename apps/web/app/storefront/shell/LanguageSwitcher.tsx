import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import {
  localeFromPath,
  localeNames,
  localeShortNames,
  localizedPath,
  locales,
} from '../../lib/i18n/locale';
import styles from './Switchers.module.css';

/** Links to the same page in each language. */
export function LanguageSwitcher() {
  const { pathname, search } = useLocation();
  const current = localeFromPath(pathname);
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage({ id: 'nav.language' })}>
      <ul className={styles.languages}>
        {locales.map((locale) => (
          <li key={locale}>
            <Link
              to={`${localizedPath(pathname, locale)}${search}`}
              lang={locale}
              hrefLang={locale}
              title={localeNames[locale]}
              aria-current={locale === current ? 'true' : undefined}
              className={styles.language}
            >
              {localeShortNames[locale]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
