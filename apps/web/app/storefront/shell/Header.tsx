import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Category } from './categories';
import { localizedHref } from '../../lib/i18n/locale';
import { useLocale } from '../../lib/i18n/use-locale';
import type { Rate } from '../../lib/rates';
import { CategoryNav } from './CategoryNav';
import { CurrencySwitcher } from './CurrencySwitcher';
import styles from './Header.module.css';
import { useHeaderSearch } from './HeaderSearch';
import { LanguageSwitcher } from './LanguageSwitcher';
import { MobileMenu } from './MobileMenu';
import { ShopLinks } from './ShopLinks';

export function Header({ categories, rates }: { categories: Category[]; rates: Rate[] }) {
  const locale = useLocale();
  const intl = useIntl();
  const search = useHeaderSearch();
  return (
    <header className={styles.header} data-search-open={search.shown ? '' : undefined}>
      <div className={styles.bar}>
        <MobileMenu categories={categories} rates={rates} />
        <Link
          to={localizedHref(locale, '/')}
          className={styles.logo}
          aria-label={intl.formatMessage({ id: 'nav.home' })}
        >
          Voski
        </Link>
        <CategoryNav categories={categories} className={styles.nav} />
        <div className={styles.tools}>
          <div className={styles.desktopOnly}>
            <LanguageSwitcher />
            <CurrencySwitcher rates={rates} />
          </div>
          {search.toggle}
          <ShopLinks />
        </div>
      </div>
      {search.row}
    </header>
  );
}
