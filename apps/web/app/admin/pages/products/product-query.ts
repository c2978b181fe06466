import { endpointUrl } from '@voski/contract/endpoint';
import { isProductSort, SEARCH_QUERY_MAX, type ProductSort } from '@voski/contract/product-options';
import { DEFAULT_PAGE_SIZE, pageSizeParam, positiveParam } from '../../ui/page-param';

/** The staff's product list as its address keeps it (`?q=` is the text search). */
export interface ProductListState {
  query: string;
  /** Null: newest first. */
  sort: ProductSort | null;
  /** A category id (a top-level one: all of it), or null for every category. */
  category: number | null;
  /** 1 on sale, 0 not available, null either. */
  status: 0 | 1 | null;
  page: number;
  per_page: number;
}

export function productStateFromParams(params: URLSearchParams): ProductListState {
  const sort = params.get('sort');
  const status = params.get('status');
  return {
    query: (params.get('q') ?? '').trim().slice(0, SEARCH_QUERY_MAX),
    sort: isProductSort(sort) ? sort : null,
    category: positiveParam(params.get('category')) ?? null,
    status: status === '0' ? 0 : status === '1' ? 1 : null,
    page: positiveParam(params.get('page')) ?? 1,
    per_page: pageSizeParam(params.get('per_page')),
  };
}

/** The filters and sort, the text search named `queryName`; unset ones left out. */
function listParams(state: ProductListState, queryName: string): URLSearchParams {
  const params = new URLSearchParams();
  if (state.query) params.set(queryName, state.query);
  if (state.sort) params.set('sort', state.sort);
  if (state.category !== null) params.set('category', String(state.category));
  if (state.status !== null) params.set('status', String(state.status));
  return params;
}

/** The page's address query, without its defaults. */
export function productStateToParams(state: ProductListState): URLSearchParams {
  const params = listParams(state, 'q');
  if (state.page > 1) params.set('page', String(state.page));
  if (state.per_page !== DEFAULT_PAGE_SIZE) params.set('per_page', String(state.per_page));
  return params;
}

/** The `GET /products` query of the state; `page` and `per_page` always go. */
export function productPageQuery(state: ProductListState) {
  return {
    query: state.query || undefined,
    sort: state.sort ?? undefined,
    category: state.category ?? undefined,
    status: state.status ?? undefined,
    page: state.page,
    per_page: state.per_page,
  };
}

/** The API's page of products for the state (the list's cache key). */
export const productPageUrl = (state: ProductListState): string =>
  endpointUrl('GET /products', { query: productPageQuery(state) });

/** A change of filters or sort starts again from the first page. */
export function withProductFilters(
  state: ProductListState,
  change: Partial<Omit<ProductListState, 'page' | 'per_page'>>,
): ProductListState {
  return { ...state, ...change, page: 1 };
}

export const hasProductFilters = (state: ProductListState) =>
  state.query !== '' || state.category !== null || state.status !== null;
