import { useIntl } from 'react-intl';
import type { Category } from './categories';
import { localizedHref, pick, pickedLang } from '../../lib/i18n/locale';
import { useLocale } from '../../lib/i18n/use-locale';
import { useShopData } from '../../lib/shop-data';
import styles from './CategoryNav.module.css';
import { PrefetchNavLink } from './PrefetchLink';

interface CategoryNavProps {
  categories: Category[];
  className?: string;
  vertical?: boolean;
}

/** The top-level categories as the shop's main menu, and the sale while one runs. */
export function CategoryNav({ categories, className, vertical = false }: CategoryNavProps) {
  const locale = useLocale();
  const intl = useIntl();
  const { saleRuns } = useShopData();
  if (categories.length === 0) return <div className={className} />;
  const classes = [className, vertical ? styles.vertical : ''].filter(Boolean).join(' ');
  return (
    <nav aria-label={intl.formatMessage({ id: 'nav.categories' })} className={classes}>
      <ul className={styles.list}>
        {categories.map((category) => (
          <li key={category.id}>
            <PrefetchNavLink
              to={localizedHref(locale, `/products/${category.id}`)}
              className={({ isActive }) =>
                isActive ? `${styles.link} ${styles.active}` : styles.link
              }
            >
              <span lang={pickedLang(category, 'name', locale)}>
                {pick(category, 'name', locale)}
              </span>
            </PrefetchNavLink>
          </li>
        ))}
        {saleRuns && (
          <li>
            <PrefetchNavLink
              to={localizedHref(locale, '/sale')}
              className={({ isActive }) =>
                [styles.link, styles.sale, isActive ? styles.active : ''].join(' ')
              }
            >
              {intl.formatMessage({ id: 'nav.sale' })}
            </PrefetchNavLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
