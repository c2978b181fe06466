import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { ApiError, asApiError } from './api-error';

/**
 * A small shared cache of staff reads, keyed by strings such as `products?page=2`. Every
 * mounted reader of a key sees the same state; reads refetch on mount (a stale list is shown
 * meanwhile) and after `invalidate`, so a change made on one page shows on the others.
 */
export interface QueryState<T> {
  data: T | undefined;
  error: ApiError | null;
  /** 'loading' until the first answer. */
  status: 'loading' | 'success' | 'error';
  fetching: boolean;
}

interface Entry {
  state: QueryState<unknown>;
  listeners: Set<() => void>;
  fetcher: (() => Promise<unknown>) | null;
  inFlight: Promise<void> | null;
  /** Bumped per fetch: only the latest answer is kept. */
  run: number;
}

const initial: QueryState<never> = {
  data: undefined,
  error: null,
  status: 'loading',
  fetching: false,
};
const entries = new Map<string, Entry>();

function entryFor(key: string): Entry {
  let entry = entries.get(key);
  if (!entry) {
    entry = { state: initial, listeners: new Set(), fetcher: null, inFlight: null, run: 0 };
    entries.set(key, entry);
  }
  return entry;
}

function update(entry: Entry, patch: Partial<QueryState<unknown>>) {
  entry.state = { ...entry.state, ...patch };
  for (const listener of entry.listeners) listener();
}

/** How `key` is fetched; the latest reader's function is used. */
export function defineQuery(key: string, fetcher: () => Promise<unknown>): void {
  entryFor(key).fetcher = fetcher;
}

/** The current state of `key` (what readers of it see). */
export function readQuery<T>(key: string): QueryState<T> {
  return (entries.get(key)?.state ?? initial) as QueryState<T>;
}

/** Fetches `key`; an unforced call joins a fetch already under way. */
export function fetchQuery(key: string, force = false): Promise<void> {
  const entry = entryFor(key);
  const fetcher = entry.fetcher;
  if (!fetcher) return Promise.resolve();
  if (entry.inFlight && !force) return entry.inFlight;
  const run = ++entry.run;
  update(entry, { fetching: true });
  const done = fetcher().then(
    (data) => {
      if (run !== entry.run) return;
      update(entry, { data, error: null, status: 'success', fetching: false });
    },
    (error: unknown) => {
      if (run !== entry.run) return;
      update(entry, { error: asApiError(error), status: 'error', fetching: false });
    },
  );
  entry.inFlight = done.finally(() => {
    if (run === entry.run) entry.inFlight = null;
  });
  return entry.inFlight;
}

/** Refetches every mounted key starting with one of `prefixes`; others refetch when next read. */
export function invalidate(...prefixes: string[]): void {
  for (const [key, entry] of entries) {
    if (!prefixes.some((prefix) => key.startsWith(prefix))) continue;
    if (entry.listeners.size > 0) void fetchQuery(key, true);
    else entries.delete(key);
  }
}

/** Replaces a key's data with what a write answered (a toggled product, the new order list). */
export function setQueryData<T>(key: string, change: (data: T | undefined) => T | undefined) {
  const entry = entries.get(key);
  if (!entry) return;
  update(entry, { data: change(entry.state.data as T | undefined) });
}

/** Changes the data of every key starting with `prefix`. */
export function updateQueries<T>(prefix: string, change: (data: T) => T) {
  for (const [key, entry] of entries) {
    if (key.startsWith(prefix) && entry.state.data !== undefined) {
      update(entry, { data: change(entry.state.data as T) });
    }
  }
}

/** Forgets everything: another staff member may sign in next, with another role. */
export function clearQueries(): void {
  for (const entry of entries.values()) entry.run++;
  entries.clear();
}

export interface Query<T> extends QueryState<T> {
  reload: () => Promise<void>;
}

/**
 * Reads `key` with `fetcher`. With `keepPrevious`, a new key (the next page) shows the last
 * key's data until its own arrives.
 */
export function useQuery<T>(
  key: string | null,
  fetcher: () => Promise<T>,
  options: { keepPrevious?: boolean } = {},
): Query<T> {
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;
  if (key !== null) defineQuery(key, () => fetcherRef.current());

  const subscribe = useCallback(
    (listener: () => void) => {
      if (key === null) return () => {};
      const entry = entryFor(key);
      entry.listeners.add(listener);
      return () => entry.listeners.delete(listener);
    },
    [key],
  );
  const state = useSyncExternalStore(
    subscribe,
    () => (key === null ? initial : entryFor(key).state) as QueryState<T>,
    () => initial as QueryState<T>,
  );

  useEffect(() => {
    if (key === null) return;
    defineQuery(key, () => fetcherRef.current());
    void fetchQuery(key);
  }, [key]);

  const previous = useRef<T | undefined>(undefined);
  if (state.data !== undefined) previous.current = state.data;
  const reload = useCallback(
    () => (key === null ? Promise.resolve() : fetchQuery(key, true)),
    [key],
  );

  if (options.keepPrevious && state.data === undefined && previous.current !== undefined) {
    return { ...state, data: previous.current, fetching: true, reload };
  }
  return { ...state, reload };
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
  const error = list.data && !record ? new ApiError(404, 'Not found') : list.error;
  return { ...list, data: record, error };
}
