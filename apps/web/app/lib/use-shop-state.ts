import { useMemo } from 'react';
import { parseRate, defaultRate, type Rate } from './rates';
import { parseCount, shopKeys } from './shop-state';
import { useStoredItem } from './use-stored-item';

export function useBasketCount(): number {
  return parseCount(useStoredItem(shopKeys.basketCount));
}

export function useFavoriteCount(): number {
  return parseCount(useStoredItem(shopKeys.favoriteCount));
}

/** The visitor's currency; AMD on the server and until hydration is done. */
export function useCurrentRate(): Rate {
  const raw = useStoredItem(shopKeys.currentRate);
  return useMemo(() => {
    if (raw === null) return defaultRate;
    try {
      return parseRate(JSON.parse(raw)) ?? defaultRate;
    } catch {
      return defaultRate;
    }
  }, [raw]);
}
