import {
  keepPreviousData,
  QueryClient,
  useQuery as useTanStackQuery,
  type Query as CachedQuery,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import { staffMessages } from '@voski/contract/staff-messages';
import { ApiError, asApiError } from './api-error';

/**
 * The staff reads, cached by TanStack Query under string keys such as `products?page=2`. Every
 * reader of a key sees the same state; reads refetch on mount (a stale list is shown meanwhile)
 * and after `invalidate`, so a change made on one page shows on the others. A read that failed
 * for want of the server (or with a 5xx) is tried twice more; a refusal (4xx) is not.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failures, error) => failures < 2 && !isRefusal(error),
      refetchOnWindowFocus: false,
    },
  },
});

function isRefusal(error: unknown): boolean {
  const { status } = asApiError(error);
  return status >= 400 && status < 500;
}

const startsWithAny =
  (prefixes: readonly string[]) =>
  ({ queryKey }: CachedQuery) =>
    prefixes.some((prefix) => String(queryKey[0]).startsWith(prefix));

export interface QueryState<T> {
  data: T | undefined;
  error: ApiError | null;
  /** 'loading' until the first answer. */
  status: 'loading' | 'success' | 'error';
  fetching: boolean;
}

export interface Query<T> extends QueryState<T> {
  reload: () => Promise<void>;
}

/** Refetches the keys starting with one of `prefixes` that are shown; the others when next read. */
export function invalidate(...prefixes: string[]): void {
  void queryClient.invalidateQueries({ predicate: startsWithAny(prefixes) });
}

/** Replaces a key's data with what a write answered (a toggled product, the new order list). */
export function setQueryData<T>(key: string, change: (data: T | undefined) => T | undefined) {
  queryClient.setQueryData<T>([key], change);
}

/** Changes the data of every key starting with `prefix`. */
export function updateQueries<T>(prefix: string, change: (data: T) => T) {
  queryClient.setQueriesData<T>({ predicate: startsWithAny([prefix]) }, (data) =>
    data === undefined ? data : change(data),
  );
}

/** Forgets everything: another staff member may sign in next, with another role. */
export function clearQueries(): void {
  queryClient.clear();
}

/**
 * Reads `key` with `fetcher` (nothing while `key` is null). With `keepPrevious`, a new key (the
 * next page) shows the last key's data until its own arrives.
 */
export function useQuery<T>(
  key: string | null,
  fetcher: () => Promise<T>,
  options: { keepPrevious?: boolean } = {},
): Query<T> {
  const result = useTanStackQuery({
    queryKey: [key],
    queryFn: fetcher,
    enabled: key !== null,
    ...(options.keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
  const { refetch } = result;
  // TanStack's refetch ignores `enabled`: a query without a key must not be read on reload
  const enabled = key !== null;
  const reload = useCallback(async () => {
    if (enabled) await refetch();
  }, [enabled, refetch]);
  return {
    data: result.data,
    error: result.error ? asApiError(result.error) : null,
    status: result.isPending ? 'loading' : result.isError ? 'error' : 'success',
    fetching: result.isFetching || result.isPlaceholderData,
    reload,
  };
}

/**
 * One record of a list read, for an API with no single-record read: a 404 once the list has
 * come without it.
 */
export function recordOfList<T extends { id: number }>(
  list: Query<T[]>,
  id: number | null,
): Query<T> {
  const record = list.data?.find((item) => item.id === id);
  const error = list.data && !record ? new ApiError(404, staffMessages.notFound) : list.error;
  return { ...list, data: record, error };
}
