import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { localeFromPath, localizedHref } from '../lib/i18n/locale';
import { translate } from '../lib/i18n/messages';
import { useLocale } from '../lib/i18n/use-locale';
import { storefrontMeta } from '../lib/page-meta';
import { useFavorites } from '../storefront/basket/use-shop-state';
import pageStyles from '../storefront/shell/Page.module.css';
import { ProductGrid, ProductGridSkeleton } from '../storefront/catalogue/ProductGrid';
import type { Route } from './+types/favorites';

export function meta(args: Route.MetaArgs) {
  const locale = localeFromPath(args.location.pathname);
  return storefrontMeta(args, { title: translate(locale, 'meta.favorites.title'), noindex: true });
}

export default function FavoritesPage() {
  const locale = useLocale();
  const { items, ready } = useFavorites();
  const heading = useRef<HTMLHeadingElement>(null);
  const count = useRef(items.length);

  // Un-hearting a card removes it, and the focused toggle with it: keep focus on the page.
  useEffect(() => {
    if (items.length < count.current && document.activeElement === document.body) {
      heading.current?.focus();
    }
    count.current = items.length;
  }, [items.length]);

  return (
    <>
      <header className={pageStyles.header}>
        <h1 ref={heading} tabIndex={-1} className={pageStyles.title}>
          <FormattedMessage id="favorites.title" />
        </h1>
      </header>
      {!ready ? (
        <ProductGridSkeleton />
      ) : items.length === 0 ? (
        <div className={pageStyles.empty}>
          <p>
            <FormattedMessage id="favorites.empty" />
          </p>
          <Link to={localizedHref(locale, '/')} className={pageStyles.button}>
            <FormattedMessage id="basket.continue" />
          </Link>
        </div>
      ) : (
        <ProductGrid products={items} headingLevel={2} />
      )}
    </>
  );
}
