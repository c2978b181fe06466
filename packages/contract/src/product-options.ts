// Plain data without zod: the storefront imports it through `@voski/contract/product-options`.

/** Fineness in parts per thousand, as the contract lists it. */
export const finenesses = [375, 585, 750, 875, 916, 958, 999] as const;

/** How a product list is ordered; absent: newest first (search: best match first). */
export const productSorts = ['newest', 'price_asc', 'price_desc'] as const;
export type ProductSort = (typeof productSorts)[number];

export const isProductSort = (value: unknown): value is ProductSort =>
  (productSorts as readonly unknown[]).includes(value);

/** The longest search text a product search takes (staff list and storefront search). */
export const SEARCH_QUERY_MAX = 100;

/** Products per sitemap file: three languages each, well within a sitemap's 50,000 URLs. */
export const SITEMAP_PRODUCTS_MAX = 5_000;
