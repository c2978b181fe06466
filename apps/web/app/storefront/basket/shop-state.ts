import { readItem, readJson, subscribeItems, writeItem } from '../../lib/browser-store';
import { defaultRate, parseRate, type Rate } from '../../lib/rates';

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
  /** The size chosen, for a product with sizes: the basket keeps a line per product and size. */
  size?: string;
}

/** The line of this product (and size). */
export const isLine = (item: { id: number; size?: string }, id: number, size?: string) =>
  item.id === id && (item.size ?? '') === (size ?? '');

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
      const { size, ...rest } = item;
      return {
        ...rest,
        quantity: Number.isInteger(quantity) && quantity > 0 ? quantity : 1,
        ...(typeof size === 'string' && size ? { size } : {}),
      };
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

function parseRaw<T>(raw: string | null, parse: (value: unknown) => T[] | null): T[] {
  if (raw === null) return [];
  try {
    return parse(JSON.parse(raw)) ?? [];
  } catch {
    return [];
  }
}

/** The stored `basket` text as items (for hooks that already hold the raw value). */
export function parseStoredBasket(raw: string | null): BasketItem[] {
  return parseRaw(raw, parseBasket);
}

export function parseStoredFavorites(raw: string | null): ProductLike[] {
  return parseRaw(raw, parseProducts);
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

/** A product on sale goes in at its sale price: what the order charges for it (issue 37). */
const salePrice = (product: ProductLike) =>
  typeof product.sale_price === 'number' ? { price: product.sale_price } : {};

/**
 * Adding a product (in a size) already in the basket raises its quantity by one, up to `left`
 * (the pieces the shop has of it, null when not counted). Answers false when the line already
 * holds all that is left, and the basket is unchanged.
 */
export function addToBasket(product: ProductLike, size?: string, left?: number | null): boolean {
  const items = readBasket();
  const existing = items.find((item) => isLine(item, product.id, size));
  const limit = quantityLimit(left);
  if (existing && existing.quantity >= limit) return false;
  writeBasket(
    existing
      ? items.map((item) => (item === existing ? { ...item, quantity: item.quantity + 1 } : item))
      : [...items, { ...product, ...salePrice(product), quantity: 1, ...(size ? { size } : {}) }],
  );
  return true;
}

/** Sets the lines of these products to the price the shop charges now. */
export function repriceBasket(prices: readonly { id: number; now: number }[]): void {
  if (prices.length === 0) return;
  const now = new Map(prices.map(({ id, now }) => [id, now]));
  writeBasket(
    readBasket().map((item) => {
      const price = now.get(item.id);
      return price === undefined ? item : { ...item, price };
    }),
  );
}

/** Removes the line of this product and size (no size: the line without one). */
export function removeFromBasket(id: number, size?: string): void {
  writeBasket(readBasket().filter((item) => !isLine(item, id, size)));
}

export const MAX_QUANTITY = 99;

/** The most pieces one line may hold: what is left when the shop counts it, at most 99. */
export const quantityLimit = (left?: number | null): number =>
  left === null || left === undefined ? MAX_QUANTITY : Math.min(MAX_QUANTITY, Math.max(0, left));

/**
 * Sets a line's quantity, kept within 1..`max` (at most MAX_QUANTITY); a line not in the basket
 * is ignored.
 */
export function setBasketQuantity(
  id: number,
  quantity: number,
  size?: string,
  max: number = MAX_QUANTITY,
): void {
  const items = readBasket();
  if (!items.some((item) => isLine(item, id, size)) || !Number.isFinite(quantity)) return;
  const clamped = Math.max(1, Math.min(max, MAX_QUANTITY, Math.round(quantity)));
  writeBasket(
    items.map((item) => (isLine(item, id, size) ? { ...item, quantity: clamped } : item)),
  );
}

export function clearBasket(): void {
  writeBasket([]);
}

/** The sum of price × quantity, in AMD; lines without a usable price count as 0. */
export function basketTotal(items: readonly BasketItem[]): number {
  return items.reduce((sum, item) => {
    const price = Number(item.price);
    return sum + (Number.isFinite(price) && price > 0 ? price * item.quantity : 0);
  }, 0);
}

/** Adding a favourite that is already there changes nothing. */
export function addFavorite(product: ProductLike): void {
  const items = readFavorites();
  if (!items.some((item) => item.id === product.id)) writeFavorites([...items, product]);
}

export function removeFavorite(id: number): void {
  writeFavorites(readFavorites().filter((item) => item.id !== id));
}

/** Adds or removes a favourite; answers whether it is a favourite now. */
export function toggleFavorite(product: ProductLike): boolean {
  const present = readFavorites().some((item) => item.id === product.id);
  if (present) removeFavorite(product.id);
  else addFavorite(product);
  return !present;
}

/** Calls `listener` when any shop key changes, in this tab or another one. */
export function subscribeShopState(listener: () => void): () => void {
  return subscribeItems(Object.values(shopKeys), listener);
}
