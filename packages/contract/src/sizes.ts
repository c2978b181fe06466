// Plain data without zod: the storefront and the back-office import it through
// `@voski/contract/sizes`.

/** Sizes a product may offer, and the longest a size may be. */
export const SIZES_MAX = 60;
export const SIZE_TEXT_MAX = 20;
/** Pieces of one product (or one size) the shop may keep in stock. */
export const STOCK_MAX = 1_000_000;

/** Letters, digits, and a space, dot, slash or hyphen between them: "17.5", "M", "50/52". */
const SIZE_PATTERN = /^[\p{L}\p{N}](?:[\p{L}\p{N} ./-]*[\p{L}\p{N}])?$/u;

/**
 * A size as the shop keeps it: trimmed, a decimal comma as a dot, a number without trailing
 * zeros ("17,50" → "17.5", "18.0" → "18"); null when it is not a sensible size.
 */
export function normalizeSize(input: unknown): string | null {
  if (typeof input === 'number') {
    return Number.isFinite(input) && input > 0 ? normalizeSize(String(input)) : null;
  }
  if (typeof input !== 'string') return null;
  const text = input.trim().replace(/\s+/g, ' ');
  if (/^\d{1,6}([.,]\d{1,3})?$/.test(text)) {
    const n = Number(text.replace(',', '.'));
    return n > 0 ? String(n) : null;
  }
  return text.length <= SIZE_TEXT_MAX && SIZE_PATTERN.test(text) ? text : null;
}

/** Two sizes name the same one ("17.5" and "17,50"). */
export const sameSize = (a: unknown, b: unknown): boolean => {
  const x = normalizeSize(a);
  return x !== null && x === normalizeSize(b);
};

/** Pieces left of one size: the size's own count when sizes are counted, else the product's. */
export function stockOf(
  product: { stock: number | null; size_stock: Record<string, number> | null },
  size?: string | null,
): number | null {
  if (size && product.size_stock) return product.size_stock[size] ?? 0;
  return product.stock;
}

/** Nothing left to sell: a counted stock of 0. */
export const isSoldOut = (product: { stock: number | null }): boolean => product.stock === 0;
