export { finenesses } from '@voski/contract/product-options';

/** The quick choice of ring sizes: 15 to 22 mm in half sizes. */
export const RING_SIZES = Array.from({ length: 15 }, (_, i) => String(15 + i / 2));

/** `important`: 0 ordinary, 1 best offer, 2 new. */
export const importanceLevels = [0, 1, 2] as const;

export interface ProductValues {
  title: string;
  title_en?: string;
  title_ru?: string;
  model?: string;
  /** Rich text (HTML) per language; the server sanitizes it. */
  description?: string;
  description_en?: string;
  description_ru?: string;
  weight: number;
  respect: number;
  important: number;
  status: boolean;
  price?: number;
  /** The server prices it: weight × the metal's price per gram + the making charge. */
  priced_by_weight?: boolean;
  /**
   * The metal kind's code. Undefined: untouched (a product whose texts match no kind keeps
   * them); null: cleared by staff (no metal).
   */
  metal_kind?: string | null;
  making_charge?: number;
  making_per_gram?: boolean;
  /** The sizes the shopper chooses from, in this order. */
  sizes?: string[];
  /** Off: unlimited (`stock` null). */
  count_stock?: boolean;
  stock?: number | null;
  /** Each size counted on its own (then `stock` is their sum, worked out by the server). */
  count_per_size?: boolean;
  size_stock?: Record<string, number | null | undefined>;
  /** Subcategory ids. */
  category_id?: number[];
  blog_id?: number | null;
  avatar?: File | null;
  images?: File[];
}

const textFields = [
  'title',
  'title_en',
  'title_ru',
  'model',
  'description',
  'description_en',
  'description_ru',
] as const;

/**
 * The multipart body of POST /products and POST /products/{id}: every field as text,
 * `category_id` as a JSON array string, an empty `blog_id` for none, the main image as
 * `avatar` and new gallery images as `images[0]`, `images[1]`, ...
 */
export function productFormData(values: ProductValues): FormData {
  const form = new FormData();
  for (const field of textFields) form.append(field, (values[field] ?? '').trim());
  form.append('weight', String(values.weight));
  form.append('respect', String(values.respect));
  form.append('important', String(values.important));
  form.append('status', values.status ? '1' : '0');
  // A weight-priced product's price is the server's to work out.
  if (!values.priced_by_weight && values.price !== undefined) {
    form.append('price', String(values.price));
  }
  form.append('priced_by_weight', values.priced_by_weight ? '1' : '0');
  // The kind gives the product its metal texts; none chosen any more clears them.
  if (values.metal_kind) form.append('metal_kind', values.metal_kind);
  else if (values.metal_kind === null) {
    for (const field of ['metal', 'metal_en', 'metal_ru']) form.append(field, '');
  }
  form.append('making_charge', String(values.making_charge ?? 0));
  form.append('making_per_gram', values.making_per_gram ? '1' : '0');
  const sizes = values.sizes ?? [];
  form.append('sizes', JSON.stringify(sizes));
  const perSize = values.count_stock === true && values.count_per_size === true && sizes.length > 0;
  form.append(
    'size_stock',
    perSize
      ? JSON.stringify(Object.fromEntries(sizes.map((s) => [s, values.size_stock?.[s] ?? 0])))
      : '',
  );
  if (!perSize) {
    form.append('stock', values.count_stock ? String(values.stock ?? 0) : '');
  }
  form.append('category_id', JSON.stringify(values.category_id ?? []));
  form.append('blog_id', values.blog_id == null ? '' : String(values.blog_id));
  if (values.avatar) form.append('avatar', values.avatar);
  (values.images ?? []).forEach((file, index) => form.append(`images[${index}]`, file));
  return form;
}

/** The subcategory ids of a product's `category_id` ("[3,7]"). */
export function parseCategoryIds(json: string): number[] {
  try {
    const ids: unknown = JSON.parse(json);
    return Array.isArray(ids) ? ids.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}
