/** The page sizes a staff list offers, and the one it starts with. */
export const pageSizes = [10, 20, 50, 100];
export const DEFAULT_PAGE_SIZE = 20;

/** A positive whole number from the address (`?page=3`), or undefined for anything else. */
export function positiveParam(value: string | null): number | undefined {
  if (value === null || !/^\d{1,9}$/.test(value.trim())) return undefined;
  const n = Number(value);
  return n > 0 ? n : undefined;
}

/** `?per_page=` when it is one of the sizes offered, else the default. */
export function pageSizeParam(value: string | null): number {
  const n = positiveParam(value);
  return n !== undefined && pageSizes.includes(n) ? n : DEFAULT_PAGE_SIZE;
}
