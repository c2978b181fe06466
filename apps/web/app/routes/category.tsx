import { FormattedMessage } from 'react-intl';
import { redirect } from 'react-router';
import { productSorts } from '@voski/contract/product-options';
import { toSummaries } from '../lib/api-types';
import { toCategory } from '../storefront/shell/categories';
import {
  categoryApiCalls,
  categoryQueryString,
  hasFilters,
  readCategoryQuery,
  type CategoryQuery,
  type FilterTarget,
} from '../storefront/catalogue/category-filters';
import { pageCount, totalOf, withQuery } from '../storefront/catalogue/list-pages';
import { localeFromPath, localizedHref, pick, pickedLang } from '../lib/i18n/locale';
import { format } from '../lib/i18n/messages';
import { useLocale } from '../lib/i18n/use-locale';
import { counted } from '../lib/number-locale';
import { storefrontMeta } from '../lib/page-meta';
import { getJson, getRecord, idParam, notFound } from '../lib/server-api';
import { Breadcrumbs } from '../storefront/shell/Breadcrumbs';
import styles from '../storefront/catalogue/CategoryPage.module.css';
import { FilteredProducts } from '../storefront/catalogue/FilteredProducts';
import pageStyles from '../storefront/shell/Page.module.css';
import { SortSelect } from '../storefront/catalogue/SortSelect';
import type { Route } from './+types/category';

export const PER_PAGE = 24;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = idParam(params.id);
  const url = new URL(request.url);
  const category = toCategory(
    (await getRecord(context, 'GET /categories/:id', { params: { id } })).data,
  );
  if (category.parent_id !== null) {
    // A subcategory is shown as its parent's page with it ticked.
    const locale = localeFromPath(url.pathname);
    throw redirect(localizedHref(locale, `/products/${category.parent_id}?sub=${id}`), 301);
  }
  const query = readCategoryQuery(
    url.searchParams,
    category.children.map((child) => child.id),
  );
  const calls = categoryApiCalls(id, query, PER_PAGE);
  const [list, facets] = await Promise.all([
    getRecord(
      context,
      'GET /products/filter/:id',
      calls.products,
      hasFilters(query.filters) ? 'products.failed.filter' : 'products.failed.category',
    ),
    getJson(context, 'GET /products/facets/:id', calls.facets),
  ]);
  const total = totalOf(list);
  // Past the last page there is nothing to show (and nothing a crawler should keep).
  if (query.page > pageCount(total, PER_PAGE)) throw notFound();
  return {
    category,
    query,
    products: toSummaries(list),
    page: query.page,
    total,
    pageCount: pageCount(total, PER_PAGE),
    facets: facets?.data ?? null,
  };
}

/** The address of this category page with `query`: links and canonical agree with the cache. */
const hrefOf = (pathname: string, query: Partial<CategoryQuery>) =>
  withQuery(pathname, categoryQueryString(query));

export function meta(args: Route.MetaArgs) {
  const data = args.loaderData;
  if (!data) return [];
  const locale = localeFromPath(args.location.pathname);
  const name = pick(data.category, 'name', locale);
  const { query } = data;
  const title = format(locale, 'meta.category.title', { name });
  return storefrontMeta(args, {
    title: query.page > 1 ? format(locale, 'pages.title', { title, page: query.page }) : title,
    description: format(locale, 'meta.category.description', { name }),
    image: data.products[0]?.avatar,
    // Each page of the plain list is its own canonical page; filtered and re-ordered views
    // repeat those products, so they name the plain first page as theirs.
    canonicalQuery:
      hasFilters(query.filters) || query.sort !== null
        ? ''
        : categoryQueryString({ page: query.page }),
  });
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { category, query, products, total, pageCount: pages, facets } = loaderData;
  const locale = useLocale();
  const pathname = localizedHref(locale, `/products/${category.id}`);
  const hrefFor = (page: number) => hrefOf(pathname, { ...query, page });
  const target: FilterTarget = {
    subcategories: category.children,
    href: (filters, sort) => hrefOf(pathname, { filters, sort }),
  };
  return (
    <>
      <Breadcrumbs trail={[{ label: pick(category, 'name', locale) }]} />
      <header className={styles.header}>
        <h1 className={pageStyles.title} lang={pickedLang(category, 'name', locale)}>
          {pick(category, 'name', locale)}
        </h1>
        <p className={styles.count} role="status">
          <FormattedMessage id="nav.itemCount" values={counted(total, locale)} />
        </p>
      </header>
      <FilteredProducts
        target={target}
        query={query}
        facets={facets}
        sort={
          <SortSelect
            value={query.sort ?? 'newest'}
            choices={productSorts}
            searchFor={(sort) => categoryQueryString({ filters: query.filters, sort })}
          />
        }
        products={products}
        perPage={PER_PAGE}
        total={total}
        pageCount={pages}
        hrefFor={hrefFor}
        emptyText="category.empty"
      />
    </>
  );
}
