import { FormattedMessage } from 'react-intl';
import { productSorts, type ProductSort } from '@voski/contract/product-options';
import { normalizeQueryString, searchPageQuery } from '@voski/contract/storefront-urls';
import { parseSummaries } from '../lib/api-types';
import { pageCount, readPage, readSort, totalOf, withQuery } from '../lib/list-pages';
import { localeFromPath, localizedHref } from '../lib/i18n/locale';
import { format, translate } from '../lib/i18n/messages';
import { useLocale } from '../lib/i18n/use-locale';
import { counted } from '../lib/number-locale';
import { storefrontMeta } from '../lib/page-meta';
import { getRecord, notFound } from '../lib/server-api';
import { PagedProducts } from '../storefront/PagedProducts';
import pageStyles from '../storefront/Page.module.css';
import { SortSelect } from '../storefront/SortSelect';
import styles from '../storefront/CategoryPage.module.css';
import type { Route } from './+types/search';

const QUERY_MAX = 100;
const PER_PAGE = 24;
const sortChoices = ['relevance', ...productSorts] as const;

/** The search page's query string, in the order the page cache keys it. */
function searchQueryString(query: string, sort: ProductSort | null, page = 1): string {
  const params = new URLSearchParams({ query });
  if (sort) params.set('sort', sort);
  if (page > 1) params.set('page', String(page));
  return normalizeQueryString(params, searchPageQuery);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = (params.get('query') ?? '').trim().slice(0, QUERY_MAX);
  const sort = readSort(params);
  const page = readPage(params);
  if (!query) return { query, sort, page, products: [], total: 0, pageCount: 1 };
  const api = new URLSearchParams({ query, page: String(page), per_page: String(PER_PAGE) });
  if (sort) api.set('sort', sort);
  const body = await getRecord(context, `/api/products/search?${api}`);
  const total = totalOf(body);
  if (page > pageCount(total, PER_PAGE)) throw notFound();
  return {
    query,
    sort,
    page,
    products: parseSummaries(body),
    total,
    pageCount: pageCount(total, PER_PAGE),
  };
}

export function meta(args: Route.MetaArgs) {
  const locale = localeFromPath(args.location.pathname);
  const query = args.loaderData?.query;
  return storefrontMeta(args, {
    title: query
      ? format(locale, 'meta.search.titleQuery', { query })
      : translate(locale, 'meta.search.title'),
    noindex: true,
  });
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { query, sort, page, products, total, pageCount: pages } = loaderData;
  const locale = useLocale();
  const pathname = localizedHref(locale, '/search');
  const hrefFor = (n: number) => withQuery(pathname, searchQueryString(query, sort, n));
  return (
    <>
      <header className={pageStyles.header}>
        <h1 className={pageStyles.title}>
          <FormattedMessage id="search.title" />
        </h1>
        <p className={pageStyles.lead} role="status">
          {query ? (
            <FormattedMessage id="search.results" values={{ ...counted(total, locale), query }} />
          ) : (
            <FormattedMessage id="search.prompt" />
          )}
        </p>
      </header>
      {products.length > 0 && (
        <>
          <div className={styles.toolbar}>
            <SortSelect
              value={sort ?? 'relevance'}
              choices={sortChoices}
              searchFor={(next) => searchQueryString(query, next)}
            />
          </div>
          <PagedProducts
            products={products}
            page={page}
            perPage={PER_PAGE}
            total={total}
            pageCount={pages}
            hrefFor={hrefFor}
          />
        </>
      )}
      {query && total === 0 && (
        <div className={pageStyles.empty}>
          <p>
            <FormattedMessage id="search.noResults" values={{ query }} />
          </p>
        </div>
      )}
    </>
  );
}
