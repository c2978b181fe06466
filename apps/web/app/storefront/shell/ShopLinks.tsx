import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { localizedHref } from '../../lib/i18n/locale';
import { useLocale } from '../../lib/i18n/use-locale';
import { counted } from '../../lib/number-locale';
import { useBasketCount, useFavoriteCount } from '../basket/use-shop-state';
import { BagIcon, HeartIcon } from './icons';
import styles from './ShopLinks.module.css';

interface CounterLinkProps {
  to: string;
  icon: ReactNode;
  label: string;
  count: number;
}

function CounterLink({ to, icon, label, count }: CounterLinkProps) {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <Link to={to} className={styles.link}>
      {icon}
      <span className="sr-only">
        {label}, {intl.formatMessage({ id: 'nav.itemCount' }, counted(count, locale))}
      </span>
      <span className={styles.badge} data-empty={count === 0 ? '' : undefined} aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}

/** Favourites and basket, with counters from localStorage (0 until hydrated). */
export function ShopLinks() {
  const locale = useLocale();
  const intl = useIntl();
  const favoriteCount = useFavoriteCount();
  const basketCount = useBasketCount();
  return (
    <ul className={styles.list}>
      <li>
        <CounterLink
          to={localizedHref(locale, '/favorites')}
          icon={<HeartIcon />}
          label={intl.formatMessage({ id: 'nav.favorites' })}
          count={favoriteCount}
        />
      </li>
      <li>
        <CounterLink
          to={localizedHref(locale, '/basket')}
          icon={<BagIcon />}
          label={intl.formatMessage({ id: 'nav.basket' })}
          count={basketCount}
        />
      </li>
    </ul>
  );
}
