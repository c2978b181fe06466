import { readItem, readJson, subscribeItems, writeItem } from './browser-store';
import { defaultRate, parseRate, type Rate } from './rates';

/** localStorage keys, the same ones the earlier storefront used. */
export const shopKeys = {
  basket: 'basket',
  favorites: 'favorites',
  basketCount: 'basketCount',
  favoriteCount: 'favoriteCount',
  currentRate: 'currentRate',
} as const;

/** A product as the storefront got it from the API; only `id` matters here. */
export interface ProductLike {
  id: number;
  [field: string]: unknown;
}

export interface BasketItem extends ProductLike {
  quantity: number;
}

function isProduct(value: unknown): value is ProductLike {
  return (
    typeof value === 'object' && value !== null && typeof (value as ProductLike).id === 'number'
  );
}

function parseProducts(value: unknown): ProductLike[] | null {
  return Array.isArray(value) ? value.filter(isProduct) : null;
}

function parseBasket(value: unknown): BasketItem[] | null {
  return (
    parseProducts(value)?.map((item) => {
      const quantity = Number(item.quantity);
      return { ...item, quantity: Number.isInteger(quantity) && quantity > 0 ? quantity : 1 };
    }) ?? null
  );
}

export function parseCount(raw: string | null): number {
  const count = Number(raw);
  return Number.isInteger(count) && count > 0 ? count : 0;
}

export function readBasket(): BasketItem[] {
  return readJson(shopKeys.basket, parseBasket) ?? [];
}

export function readFavorites(): ProductLike[] {
  return readJson(shopKeys.favorites, parseProducts) ?? [];
}

export function readBasketCount(): number {
  return parseCount(readItem(shopKeys.basketCount));
}

export function readFavoriteCount(): number {
  return parseCount(readItem(shopKeys.favoriteCount));
}

export function readCurrentRate(): Rate {
  return readJson(shopKeys.currentRate, parseRate) ?? defaultRate;
}

/** Stores the basket and its counter (the number of pieces, quantities included). */
export function writeBasket(items: readonly BasketItem[]): void {
  writeItem(shopKeys.basket, JSON.stringify(items));
  writeItem(shopKeys.basketCount, String(items.reduce((sum, item) => sum + item.quantity, 0)));
}

export function writeFavorites(items: readonly ProductLike[]): void {
  writeItem(shopKeys.favorites, JSON.stringify(items));
  writeItem(shopKeys.favoriteCount, String(items.length));
}

export function writeCurrentRate(rate: Rate): void {
  writeItem(shopKeys.currentRate, JSON.stringify({ current: rate.current, value: rate.value }));
}

/** Adding a product already in the basket raises its quantity by one. */
export function addToBasket(product: ProductLike): void {
  const items = readBasket();
  const existing = items.find((item) => item.id === product.id);
  writeBasket(
    existing
      ? items.map((item) => (item === existing ? { ...item, quantity: item.quantity + 1 } : item))
      : [...items, { ...product, quantity: 1 }],
  );
}

export function removeFromBasket(id: number): void {
  writeBasket(readBasket().filter((item) => item.id !== id));
}

/** Adding a favourite that is already there changes nothing. */
export function addFavorite(product: ProductLike): void {
  const items = readFavorites();
  if (!items.some((item) => item.id === product.id)) writeFavorites([...items, product]);
}

export function removeFavorite(id: number): void {
  writeFavorites(readFavorites().filter((item) => item.id !== id));
}

/** Calls `listener` when any shop key changes, in this tab or another one. */
export function subscribeShopState(listener: () => void): () => void {
  return subscribeItems(Object.values(shopKeys), listener);
}
