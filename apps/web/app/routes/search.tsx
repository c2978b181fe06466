import { FormattedMessage } from 'react-intl';
import { productSorts, SEARCH_QUERY_MAX } from '@voski/contract/product-options';
import { toSummaries } from '../lib/api-types';
import {
  hasFilters,
  readFilters,
  searchApiCalls,
  searchQueryString,
  type CategoryQuery,
  type FilterTarget,
} from '../storefront/catalogue/category-filters';
import {
  pageCount,
  readPage,
  readSort,
  totalOf,
  withQuery,
} from '../storefront/catalogue/list-pages';
import { localeFromPath, localizedHref } from '../lib/i18n/locale';
import { format, translate } from '../lib/i18n/messages';
import { useLocale } from '../lib/i18n/use-locale';
import { counted } from '../lib/number-locale';
import { storefrontMeta } from '../lib/page-meta';
import { getJson, getRecord, notFound } from '../lib/server-api';
import { FilteredProducts } from '../storefront/catalogue/FilteredProducts';
import pageStyles from '../storefront/shell/Page.module.css';
import { SortSelect } from '../storefront/catalogue/SortSelect';
import type { Route } from './+types/search';

const PER_PAGE = 24;
const sortChoices = ['relevance', ...productSorts] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const words = (params.get('query') ?? '').trim().slice(0, SEARCH_QUERY_MAX);
  // the category page's filters but its subcategories: a search spans every category
  const query: CategoryQuery = {
    filters: readFilters(params, []),
    sort: readSort(params),
    page: readPage(params),
  };
  if (!words) {
    return { words, query, products: [], total: 0, pageCount: 1, facets: null };
  }
  const calls = searchApiCalls(words, query, PER_PAGE);
  const [list, facets] = await Promise.all([
    getRecord(context, 'GET /products/search', calls.products, 'products.failed.search'),
    getJson(context, 'GET /products/search/facets', calls.facets),
  ]);
  const total = totalOf(list);
  if (query.page > pageCount(total, PER_PAGE)) throw notFound();
  return {
    words,
    query,
    products: toSummaries(list),
    total,
    pageCount: pageCount(total, PER_PAGE),
    facets: facets?.data ?? null,
  };
}

export function meta(args: Route.MetaArgs) {
  const locale = localeFromPath(args.location.pathname);
  const words = args.loaderData?.words;
  return storefrontMeta(args, {
    title: words
      ? format(locale, 'meta.search.titleQuery', { query: words })
      : translate(locale, 'meta.search.title'),
    noindex: true,
  });
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { words, query, products, total, pageCount: pages, facets } = loaderData;
  const locale = useLocale();
  const pathname = localizedHref(locale, '/search');
  const hrefFor = (page: number) =>
    withQuery(pathname, searchQueryString(words, { ...query, page }));
  const filtered = hasFilters(query.filters);
  const target: FilterTarget = {
    subcategories: [],
    href: (filters, sort) => withQuery(pathname, searchQueryString(words, { filters, sort })),
    keep: { query: words },
  };
  return (
    <>
      <header className={pageStyles.header}>
        <h1 className={pageStyles.title}>
          <FormattedMessage id="search.title" />
        </h1>
        <p className={pageStyles.lead} role="status">
          {words ? (
            <FormattedMessage
              id="search.results"
              values={{ ...counted(total, locale), query: words }}
            />
          ) : (
            <FormattedMessage id="search.prompt" />
          )}
        </p>
      </header>
      {words && (total > 0 || filtered) && (
        <FilteredProducts
          target={target}
          query={query}
          facets={facets}
          sort={
            <SortSelect
              value={query.sort ?? 'relevance'}
              choices={sortChoices}
              searchFor={(sort) => searchQueryString(words, { filters: query.filters, sort })}
            />
          }
          products={products}
          perPage={PER_PAGE}
          total={total}
          pageCount={pages}
          hrefFor={hrefFor}
          emptyText="filters.empty"
        />
      )}
      {words && total === 0 && !filtered && (
        <div className={pageStyles.empty}>
          <p>
            <FormattedMessage id="search.noResults" values={{ query: words }} />
          </p>
        </div>
      )}
    </>
  );
}
