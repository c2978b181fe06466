import { FormattedMessage } from 'react-intl';
import { Link, redirect } from 'react-router';
import { parseSummaries } from '../lib/api-types';
import { parseCategoryBody } from '../lib/categories';
import { categoryProductsPath, hasFilters, readFilters } from '../lib/category-filters';
import { localeFromPath, localizedHref, pick } from '../lib/i18n/locale';
import { format } from '../lib/i18n/messages';
import { useLocale } from '../lib/i18n/use-locale';
import { storefrontMeta } from '../lib/page-meta';
import { getRecord, idParam, notFound } from '../lib/server-api';
import { Breadcrumbs } from '../storefront/Breadcrumbs';
import styles from '../storefront/CategoryPage.module.css';
import { FilterPanel } from '../storefront/FilterPanel';
import pageStyles from '../storefront/Page.module.css';
import { ProductGrid } from '../storefront/ProductGrid';
import type { Route } from './+types/category';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = idParam(params.id);
  const url = new URL(request.url);
  const category = parseCategoryBody(await getRecord(context, `/api/categories/${id}`));
  if (!category) throw notFound();
  if (category.parent_id !== null) {
    // A subcategory is shown as its parent's page with it ticked.
    const locale = localeFromPath(url.pathname);
    throw redirect(localizedHref(locale, `/products/${category.parent_id}?sub=${id}`), 301);
  }
  const filters = readFilters(
    url.searchParams,
    category.children.map((child) => child.id),
  );
  const products = parseSummaries(await getRecord(context, categoryProductsPath(id, filters)));
  return { category, filters, products };
}

export function meta(args: Route.MetaArgs) {
  const data = args.loaderData;
  if (!data) return [];
  const locale = localeFromPath(args.location.pathname);
  const name = pick(data.category, 'name', locale);
  return storefrontMeta(args, {
    title: format(locale, 'meta.category.title', { name }),
    description: format(locale, 'meta.category.description', { name }),
    image: data.products[0]?.avatar,
  });
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { category, filters, products } = loaderData;
  const locale = useLocale();
  const filtered = hasFilters(filters);
  return (
    <>
      <Breadcrumbs trail={[{ label: pick(category, 'name', locale) }]} />
      <header className={styles.header}>
        <h1 className={pageStyles.title}>{pick(category, 'name', locale)}</h1>
        <p className={styles.count} role="status">
          <FormattedMessage id="nav.itemCount" values={{ count: products.length }} />
        </p>
      </header>
      <div className={styles.layout}>
        <FilterPanel category={category} filters={filters} />
        <div className={styles.results}>
          {products.length > 0 ? (
            <ProductGrid products={products} headingLevel={2} />
          ) : (
            <div className={pageStyles.empty}>
              <p>
                <FormattedMessage id={filtered ? 'filters.empty' : 'category.empty'} />
              </p>
              {filtered && (
                <Link
                  to={localizedHref(locale, `/products/${category.id}`)}
                  className={pageStyles.buttonSecondary}
                  preventScrollReset
                >
                  <FormattedMessage id="filters.reset" />
                </Link>
              )}
            </div>
          )}
        </div>
      </div>
    </>
  );
}
