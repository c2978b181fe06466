import { finenesses, type ProductSort } from '@voski/contract/product-options';
import {
  categoryPageQuery,
  normalizeQueryString,
  salePageQuery,
  searchPageQuery,
} from '@voski/contract/storefront-urls';
import type { MessageId } from '../../lib/i18n/messages';
import type { Category } from '../shell/categories';
import { readPage, readSort } from './list-pages';

/**
 * The category page's filters, as kept in its URL:
 * `?sub=2&sub=3&min=100000&max=200000&metal=Ոսկի&respect=585`.
 */
export interface CategoryFilters {
  /** Subcategory ids; empty means every subcategory. */
  subs: number[];
  /** Price bounds in AMD. */
  min: number | null;
  max: number | null;
  /** Metal names as the API keys them (the Armenian `metal` field). */
  metals: string[];
  /** Finenesses (parts per thousand). */
  respects: number[];
}

/** Everything the category page's URL says: filters, order and page. */
export interface CategoryQuery {
  filters: CategoryFilters;
  /** null: the default order (newest first). */
  sort: ProductSort | null;
  page: number;
}

export const noFilters: CategoryFilters = {
  subs: [],
  min: null,
  max: null,
  metals: [],
  respects: [],
};

const PRICE_MAX = 2_000_000_000;
const METAL_MAX = 255;
const METALS_MAX = 20;
function bound(raw: string | null): number | null {
  if (raw === null || !/^\d{1,10}$/.test(raw.trim())) return null;
  const value = Number(raw);
  return value <= PRICE_MAX ? value : null;
}

/** Reads the filters; anything malformed is dropped, only ids of `allowed` subcategories kept. */
export function readFilters(params: URLSearchParams, allowed?: readonly number[]): CategoryFilters {
  const subs: number[] = [];
  for (const raw of params.getAll('sub')) {
    const id = Number(raw);
    if (!Number.isInteger(id) || id < 1 || subs.includes(id)) continue;
    if (allowed && !allowed.includes(id)) continue;
    subs.push(id);
  }
  let min = bound(params.get('min'));
  let max = bound(params.get('max'));
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  const metals = [
    ...new Set(
      params
        .getAll('metal')
        .map((m) => m.trim())
        .filter((m) => m && m.length <= METAL_MAX),
    ),
  ].slice(0, METALS_MAX);
  const respects = [
    ...new Set(
      params
        .getAll('respect')
        .map(Number)
        .filter((n) => (finenesses as readonly number[]).includes(n)),
    ),
  ];
  return {
    subs: subs.sort((a, b) => a - b),
    min,
    max,
    metals: metals.sort(),
    respects: respects.sort((a, b) => a - b),
  };
}

export function readCategoryQuery(
  params: URLSearchParams,
  allowed?: readonly number[],
): CategoryQuery {
  return { filters: readFilters(params, allowed), sort: readSort(params), page: readPage(params) };
}

export function hasFilters(filters: CategoryFilters): boolean {
  return (
    filters.subs.length > 0 ||
    filters.min !== null ||
    filters.max !== null ||
    filters.metals.length > 0 ||
    filters.respects.length > 0
  );
}

/** How many filters are applied (a price range counts once). */
export function filterCount(filters: CategoryFilters): number {
  const price = filters.min !== null || filters.max !== null ? 1 : 0;
  return filters.subs.length + filters.metals.length + filters.respects.length + price;
}

/** The filters, order and page as a page's query parameters (before normalizing). */
function listParams(query: Partial<CategoryQuery>): URLSearchParams {
  const { filters = noFilters, sort = null, page = 1 } = query;
  const params = new URLSearchParams();
  for (const id of filters.subs) params.append('sub', String(id));
  if (filters.min !== null) params.set('min', String(filters.min));
  if (filters.max !== null) params.set('max', String(filters.max));
  for (const metal of filters.metals) params.append('metal', metal);
  for (const respect of filters.respects) params.append('respect', String(respect));
  if (sort) params.set('sort', sort);
  if (page > 1) params.set('page', String(page));
  return params;
}

/**
 * The query string (without `?`) of a category page, in the order the server's page cache
 * keys it, so every link the shop makes is the cached copy's own address.
 */
export function categoryQueryString(query: Partial<CategoryQuery>): string {
  return normalizeQueryString(listParams(query), categoryPageQuery);
}

/** The same for the search page: its words, then the filters (no subcategories), order, page. */
export function searchQueryString(words: string, query: Partial<CategoryQuery> = {}): string {
  const params = listParams(query);
  params.set('query', words);
  return normalizeQueryString(params, searchPageQuery);
}

/** The same for the sale page: its `sub` names top-level categories. */
export function saleQueryString(query: Partial<CategoryQuery>): string {
  return normalizeQueryString(listParams(query), salePageQuery);
}

/**
 * Where a filter form and its chips lead: the list's own address for a set of filters and an
 * order (from its first page).
 */
export interface FilterTarget {
  /** The subcategories a category page offers (the sale page: categories); none on search. */
  subcategories: readonly Category[];
  /** Their legend (default: the category page's "Type"). */
  subcategoriesLegend?: MessageId;
  href: (filters: CategoryFilters, sort: ProductSort | null) => string;
  /** What the form sends besides the filters when it works without script: the search's words. */
  keep?: Readonly<Record<string, string>>;
}

/** The filters, as the API's filter and facet calls take them. */
/** The filters as the API's product queries take them (left out where none is chosen). */
function apiFilters(filters: CategoryFilters) {
  const chosen = <T>(values: T[]) => (values.length ? values : undefined);
  return {
    min: filters.min ?? undefined,
    max: filters.max ?? undefined,
    categories: filters.subs.length ? JSON.stringify(filters.subs) : undefined,
    metal: chosen(filters.metals),
    respect: chosen(filters.respects.map(String)),
  };
}

/** One page of a list, in `sort` order. */
const listPage = (query: CategoryQuery, perPage: number) => ({
  page: query.page,
  per_page: perPage,
  sort: query.sort ?? undefined,
});

/** The API calls of one category page: its products (one page) and its facet counts. */
export function categoryApiCalls(categoryId: number, query: CategoryQuery, perPage: number) {
  const params = { id: categoryId };
  const filters = apiFilters(query.filters);
  return {
    products: { params, query: { ...filters, ...listPage(query, perPage) } },
    facets: { params, query: filters },
  };
}

/** The API calls of one search page: its products (one page) and its facet counts. */
export function searchApiCalls(words: string, query: CategoryQuery, perPage: number) {
  const narrowing = { ...apiFilters({ ...query.filters, subs: [] }), query: words };
  return {
    products: { query: { ...narrowing, ...listPage(query, perPage) } },
    facets: { query: narrowing },
  };
}

/** The API calls of one sale page: its products (one page) and its facet counts. */
export function saleApiCalls(query: CategoryQuery, perPage: number) {
  const filters = apiFilters(query.filters);
  return {
    products: { query: { ...filters, ...listPage(query, perPage) } },
    facets: { query: filters },
  };
}

/** The filters with one value taken away (a chip's link). */
export function withoutFilter(
  filters: CategoryFilters,
  remove: { sub: number } | { metal: string } | { respect: number } | { price: true },
): CategoryFilters {
  if ('sub' in remove) return { ...filters, subs: filters.subs.filter((s) => s !== remove.sub) };
  if ('metal' in remove) {
    return { ...filters, metals: filters.metals.filter((m) => m !== remove.metal) };
  }
  if ('respect' in remove) {
    return { ...filters, respects: filters.respects.filter((r) => r !== remove.respect) };
  }
  return { ...filters, min: null, max: null };
}
