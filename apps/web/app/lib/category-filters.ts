/** The category page's filters, as kept in its URL: `?sub=2&sub=3&min=100000&max=200000`. */
export interface CategoryFilters {
  /** Subcategory ids; empty means every subcategory. */
  subs: number[];
  /** Price bounds in AMD. */
  min: number | null;
  max: number | null;
}

const PRICE_MAX = 2_000_000_000;

function bound(raw: string | null): number | null {
  if (raw === null || !/^\d{1,10}$/.test(raw.trim())) return null;
  const value = Number(raw);
  return value <= PRICE_MAX ? value : null;
}

/** Reads the filters; anything malformed is dropped, only ids of `allowed` subcategories kept. */
export function readFilters(params: URLSearchParams, allowed?: readonly number[]): CategoryFilters {
  const subs: number[] = [];
  for (const raw of params.getAll('sub')) {
    const id = Number(raw);
    if (!Number.isInteger(id) || id < 1 || subs.includes(id)) continue;
    if (allowed && !allowed.includes(id)) continue;
    subs.push(id);
  }
  let min = bound(params.get('min'));
  let max = bound(params.get('max'));
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  return { subs: subs.sort((a, b) => a - b), min, max };
}

export function hasFilters(filters: CategoryFilters): boolean {
  return filters.subs.length > 0 || filters.min !== null || filters.max !== null;
}

/** The query string (without `?`) for these filters. */
export function filtersToSearch(filters: CategoryFilters): string {
  const params = new URLSearchParams();
  for (const id of filters.subs) params.append('sub', String(id));
  if (filters.min !== null) params.set('min', String(filters.min));
  if (filters.max !== null) params.set('max', String(filters.max));
  return params.toString();
}

/** The API call for a category's products: the plain list, or the filter call when filtered. */
export function categoryProductsPath(categoryId: number, filters: CategoryFilters): string {
  if (!hasFilters(filters)) return `/api/products/categories/${categoryId}`;
  const params = new URLSearchParams();
  if (filters.min !== null) params.set('min', String(filters.min));
  if (filters.max !== null) params.set('max', String(filters.max));
  params.set('categories', JSON.stringify(filters.subs));
  return `/api/products/filter/${categoryId}?${params}`;
}
