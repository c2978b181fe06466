import { useMemo } from 'react';
import { parseStoredSummary, type ProductSummary } from '../../lib/api-types';
import { parseRate, defaultRate, type Rate } from '../../lib/rates';
import { parseCount, parseStoredBasket, parseStoredFavorites, shopKeys } from './shop-state';
import { useHydrated, useStoredItem } from '../../lib/use-stored-item';

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

export type BasketLine = ProductSummary & { quantity: number; size?: string };

/**
 * Parses one stored list once per distinct value: every card on a page asks whether its product
 * is in the basket, and they all share the same stored text.
 */
function lastValueCache<T>(parse: (raw: string | null) => T): (raw: string | null) => T {
  let lastRaw: string | null | undefined;
  let lastValue: T;
  return (raw) => {
    if (raw !== lastRaw) {
      lastRaw = raw;
      lastValue = parse(raw);
    }
    return lastValue;
  };
}

const basketFrom = lastValueCache((raw): BasketLine[] =>
  parseStoredBasket(raw).flatMap((item) => {
    const product = parseStoredSummary(item);
    return product
      ? [{ ...product, quantity: item.quantity, ...(item.size ? { size: item.size } : {}) }]
      : [];
  }),
);

const favoritesFrom = lastValueCache((raw): ProductSummary[] =>
  parseStoredFavorites(raw).flatMap((item) => {
    const product = parseStoredSummary(item);
    return product ? [product] : [];
  }),
);

export interface StoredList<T> {
  items: T[];
  /** False on the server and during hydration, when localStorage is not read yet. */
  ready: boolean;
}

export function useBasket(): StoredList<BasketLine> {
  const raw = useStoredItem(shopKeys.basket);
  return { items: basketFrom(raw), ready: useHydrated() };
}

export function useFavorites(): StoredList<ProductSummary> {
  const raw = useStoredItem(shopKeys.favorites);
  return { items: favoritesFrom(raw), ready: useHydrated() };
}

export function useInBasket(id: number): boolean {
  return basketFrom(useStoredItem(shopKeys.basket)).some((item) => item.id === id);
}

export function useIsFavorite(id: number): boolean {
  return favoritesFrom(useStoredItem(shopKeys.favorites)).some((item) => item.id === id);
}
