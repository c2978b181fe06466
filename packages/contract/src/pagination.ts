import { z } from 'zod';
import { optionalInt } from './fields.ts';

export const PER_PAGE_MAX = 100;

/** `?page=&per_page=`: either one asks for one page and its `meta` instead of the whole list. */
export const paginationQuery = z.object({
  page: optionalInt('page', 1, 1_000_000),
  per_page: optionalInt('per page', 1, PER_PAGE_MAX),
});
export type PaginationQuery = z.infer<typeof paginationQuery>;

export const paginationMeta = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});
export type PaginationMeta = z.infer<typeof paginationMeta>;

/** The page a pagination query asks for, or undefined for the whole list. */
export function requestedPage(
  query: PaginationQuery,
  defaultPerPage = 20,
): { page: number; per_page: number } | undefined {
  if (query.page === undefined && query.per_page === undefined) return undefined;
  return { page: query.page ?? 1, per_page: query.per_page ?? defaultPerPage };
}
