import { useCallback, useSyncExternalStore } from 'react';
import { readItem, subscribeItems } from './browser-store';

const noSubscription = () => () => {};

/**
 * One localStorage value, null on the server and during hydration, then the stored value:
 * server HTML stays the same for every visitor and React swaps in the real value afterwards.
 * A null key reads nothing (always null).
 */
export function useStoredItem(key: string | null): string | null {
  const subscribe = useCallback(
    (listener: () => void) => (key === null ? () => {} : subscribeItems([key], listener)),
    [key],
  );
  return useSyncExternalStore(
    key === null ? noSubscription : subscribe,
    () => (key === null ? null : readItem(key)),
    () => null,
  );
}

/** False on the server and during hydration, true once the browser has taken over. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
