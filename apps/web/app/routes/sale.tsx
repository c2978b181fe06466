import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { productSorts } from '@voski/contract/product-options';
import { toSummaries } from '../lib/api-types';
import { toMenu } from '../storefront/shell/categories';
import {
  hasFilters,
  readCategoryQuery,
  saleApiCalls,
  saleQueryString,
  type CategoryQuery,
  type FilterTarget,
} from '../storefront/catalogue/category-filters';
import { pageCount, totalOf, withQuery } from '../storefront/catalogue/list-pages';
import { localeFromPath, localizedHref, pick } from '../lib/i18n/locale';
import { format, translate } from '../lib/i18n/messages';
import { useLocale } from '../lib/i18n/use-locale';
import { counted } from '../lib/number-locale';
import { storefrontMeta } from '../lib/page-meta';
import { getJson, getRecord, notFound } from '../lib/server-api';
import styles from '../storefront/catalogue/CategoryPage.module.css';
import { FilteredProducts } from '../storefront/catalogue/FilteredProducts';
import pageStyles from '../storefront/shell/Page.module.css';
import saleStyles from '../storefront/catalogue/SalePage.module.css';
import { SortSelect } from '../storefront/catalogue/SortSelect';
import type { Route } from './+types/sale';

const PER_PAGE = 24;

/**
 * The sale (issue 37): what the running automatic promotions discount, with the category
 * page's sorts and filters; its category filter offers the top-level categories on sale.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const menu = toMenu(await getJson(context, 'GET /categories'));
  const query = readCategoryQuery(
    url.searchParams,
    menu.map((category) => category.id),
  );
  const calls = saleApiCalls(query, PER_PAGE);
  const [list, facets] = await Promise.all([
    getRecord(context, 'GET /products/sale', calls.products, 'products.failed.sale'),
    getJson(context, 'GET /products/sale/facets', calls.facets),
  ]);
  const total = totalOf(list);
  if (query.page > pageCount(total, PER_PAGE)) throw notFound();
  const onSale = new Set(
    (facets?.data.subcategories ?? []).filter((c) => c.count > 0).map((c) => c.id),
  );
  return {
    query,
    sales: list.sales,
    products: toSummaries(list),
    total,
    pageCount: pageCount(total, PER_PAGE),
    facets: facets?.data ?? null,
    // only categories the sale has pieces in (and any already ticked)
    categories: menu
      .filter((c) => onSale.has(c.id) || query.filters.subs.includes(c.id))
      .map((c) => ({ ...c, children: [] })),
  };
}

/** Whether there is a sale to show: a running promotion with pieces in it. */
const saleRuns = (data: { sales: unknown[]; total: number; query: CategoryQuery }) =>
  data.sales.length > 0 && (data.total > 0 || hasFilters(data.query.filters));

export function meta(args: Route.MetaArgs) {
  const data = args.loaderData;
  if (!data) return [];
  const locale = localeFromPath(args.location.pathname);
  const { query } = data;
  const title = translate(locale, 'meta.sale.title');
  return storefrontMeta(args, {
    title: query.page > 1 ? format(locale, 'pages.title', { title, page: query.page }) : title,
    description: translate(locale, 'meta.sale.description'),
    image: data.products[0]?.avatar,
    // no sale: a page that says so, for visitors, not for search engines
    noindex: !saleRuns(data),
    canonicalQuery:
      hasFilters(query.filters) || query.sort !== null ? '' : saleQueryString({ page: query.page }),
  });
}

export default function SalePage({ loaderData }: Route.ComponentProps) {
  const { query, sales, products, total, pageCount: pages, facets, categories } = loaderData;
  const locale = useLocale();
  const pathname = localizedHref(locale, '/sale');
  const hrefFor = (page: number) => withQuery(pathname, saleQueryString({ ...query, page }));
  const target: FilterTarget = {
    subcategories: categories,
    subcategoriesLegend: 'filters.categories',
    href: (filters, sort) => withQuery(pathname, saleQueryString({ filters, sort })),
  };
  const running = saleRuns(loaderData);
  return (
    <>
      <header className={styles.header}>
        <h1 className={pageStyles.title}>
          <FormattedMessage id="sale.title" />
        </h1>
        {running && (
          <p className={styles.count} role="status">
            <FormattedMessage id="nav.itemCount" values={counted(total, locale)} />
          </p>
        )}
      </header>
      {running ? (
        <>
          <p className={saleStyles.running}>
            <FormattedMessage
              id="sale.running"
              values={{ names: sales.map((sale) => pick(sale, 'name', locale)).join('; ') }}
            />
          </p>
          <FilteredProducts
            target={target}
            query={query}
            facets={facets}
            sort={
              <SortSelect
                value={query.sort ?? 'newest'}
                choices={productSorts}
                searchFor={(sort) => saleQueryString({ filters: query.filters, sort })}
              />
            }
            products={products}
            perPage={PER_PAGE}
            total={total}
            pageCount={pages}
            hrefFor={hrefFor}
            emptyText="sale.empty"
          />
        </>
      ) : (
        <div className={pageStyles.empty}>
          <p>
            <FormattedMessage id={sales.length > 0 ? 'sale.empty' : 'sale.none'} />
          </p>
          <Link to={localizedHref(locale, '/')} className={pageStyles.buttonSecondary}>
            <FormattedMessage id="nav.homeCrumb" />
          </Link>
        </div>
      )}
    </>
  );
}
