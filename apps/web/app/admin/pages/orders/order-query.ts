import { endpointUrl } from '@voski/contract/endpoint';
import {
  ORDER_QUERY_MAX,
  orderStatuses,
  paymentStatuses,
  type OrderStatusId,
  type PaymentStatus,
} from '@voski/contract/order-options';
import { DEFAULT_PAGE_SIZE, pageSizeParam, positiveParam } from '../../ui/page-param';

/** What the orders page narrows the list by; everything empty: every order. */
export interface OrderFilters {
  /** YYYY-MM-DD, shop time; both set or neither. */
  from: string | null;
  to: string | null;
  done: OrderStatusId[];
  payment_status: PaymentStatus[];
  query: string;
  /**
   * Show every try of a checkout: by default a declined or expired order the customer tried
   * again is left out (issue 38), unless the payment status is filtered on.
   */
  tries: boolean;
}

export interface OrderListState extends OrderFilters {
  page: number;
  per_page: number;
}

/** The export reads the filtered orders a page of this many at a time (the API's largest). */
export const EXPORT_PER_PAGE = 100;

export const noFilters: OrderFilters = {
  from: null,
  to: null,
  done: [],
  payment_status: [],
  query: '',
  tries: false,
};

function isDay(value: string | null): value is string {
  if (value === null || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The values of a repeated or comma-separated parameter that `allowed` has, in its order. */
function listOf<T extends string | number>(
  params: URLSearchParams,
  key: string,
  allowed: readonly T[],
): T[] {
  const given = new Set(
    params
      .getAll(key)
      .flatMap((v) => v.split(','))
      .map((v) => v.trim()),
  );
  return allowed.filter((value) => given.has(String(value)));
}

/** The page's state from its address; anything unreadable there is left out, not an error. */
export function orderStateFromParams(params: URLSearchParams): OrderListState {
  const from = params.get('from');
  const to = params.get('to');
  const range = isDay(from) && isDay(to) && from <= to;
  return {
    from: range ? from : null,
    to: range ? to : null,
    done: listOf(params, 'done', orderStatuses),
    payment_status: listOf(params, 'payment_status', paymentStatuses),
    query: (params.get('query') ?? '').trim().slice(0, ORDER_QUERY_MAX),
    tries: params.get('tries') === 'all',
    page: positiveParam(params.get('page')) ?? 1,
    per_page: pageSizeParam(params.get('per_page')),
  };
}

/** The filters as API (and address) parameters; empty ones left out. */
function filterQuery(filters: OrderFilters) {
  const query = filters.query.trim();
  return {
    ...(filters.from && filters.to ? { from: filters.from, to: filters.to } : {}),
    ...(filters.done.length > 0 ? { done: filters.done.join(',') } : {}),
    ...(filters.payment_status.length > 0
      ? { payment_status: filters.payment_status.join(',') }
      : {}),
    ...(query ? { query } : {}),
    ...(filters.tries ? { tries: 'all' as const } : {}),
  };
}

const filterParams = (filters: OrderFilters) => new URLSearchParams(filterQuery(filters));

/** The page's address query: the state without its defaults, so a bare page stays bare. */
export function orderStateToParams(state: OrderListState): URLSearchParams {
  const params = filterParams(state);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.per_page !== DEFAULT_PAGE_SIZE) params.set('per_page', String(state.per_page));
  return params;
}

/** One page of the filtered orders; `page` and `per_page` always go, so the answer is a page. */
export const orderPageQuery = (filters: OrderFilters, page: number, perPage: number) => ({
  ...filterQuery(filters),
  tries:
    filters.tries || filters.payment_status.length > 0 ? ('all' as const) : ('grouped' as const),
  page,
  per_page: perPage,
});

export const orderPageUrl = (filters: OrderFilters, page: number, perPage: number) =>
  endpointUrl('GET /payment/orders', { query: orderPageQuery(filters, page, perPage) });

/** A change of filters starts again from the first page. */
export function withFilters(state: OrderListState, change: Partial<OrderFilters>): OrderListState {
  return { ...state, ...change, page: 1 };
}

export const hasFilters = (filters: OrderFilters) => filterParams(filters).toString() !== '';

export interface Paged<T> {
  data: T[];
  meta: { page: number; per_page: number; total: number };
}

/**
 * Every item of a paged list, read one page after another (never more than one request at a
 * time, each bounded by the page size); `onPage` hears how far it got.
 */
export async function readAllPages<T>(
  fetchPage: (page: number) => Promise<Paged<T>>,
  onPage?: (read: number, total: number) => void,
): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page++) {
    const { data, meta } = await fetchPage(page);
    items.push(...data);
    onPage?.(items.length, meta.total);
    if (data.length === 0 || items.length >= meta.total || data.length < meta.per_page) {
      return items;
    }
  }
}
