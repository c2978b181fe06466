import { useCallback, useSyncExternalStore } from 'react';
import { readItem, subscribeItems } from './browser-store';

/**
 * One localStorage value, null on the server and during hydration, then the stored value:
 * server HTML stays the same for every visitor and React swaps in the real value afterwards.
 */
export function useStoredItem(key: string): string | null {
  const subscribe = useCallback((listener: () => void) => subscribeItems([key], listener), [key]);
  return useSyncExternalStore(
    subscribe,
    () => readItem(key),
    () => null,
  );
}

const noSubscription = () => () => {};

/** False on the server and during hydration, true once the browser has taken over. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
