import { isProductSort, type ProductSort } from '@voski/contract/product-options';

/** What the storefront's paginated pages (category, search, blog) share. */

/** Farther than any real catalogue goes; keeps offsets (and the cache) bounded. */
export const PAGE_MAX = 10_000;

/** `?page=`: a whole number from 1, else 1. */
export function readPage(params: URLSearchParams): number {
  const raw = params.get('page') ?? '';
  const page = /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  return Math.min(Math.max(page, 1), PAGE_MAX);
}

export function readSort(params: URLSearchParams): ProductSort | null {
  const raw = params.get('sort');
  return isProductSort(raw) ? raw : null;
}

/** A page of a list answer: its total, or 0 when the answer has no meta. */
export function totalOf(body: unknown): number {
  const meta = (body as { meta?: { total?: unknown } } | null)?.meta;
  const total = meta?.total;
  return Number.isInteger(total) && Number(total) >= 0 ? Number(total) : 0;
}

export const pageCount = (total: number, perPage: number) =>
  Math.max(1, Math.ceil(total / perPage));

/** `pathname?search`, or the bare path when there is no query. */
export const withQuery = (pathname: string, search: string) =>
  search ? `${pathname}?${search}` : pathname;
