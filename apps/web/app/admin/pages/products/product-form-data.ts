import type { MetalKind } from '@voski/contract/metal-pricing';

export { finenesses } from '@voski/contract/product-options';

/** `important`: 0 ordinary, 1 best offer, 2 new. */
export const importanceLevels = [0, 1, 2] as const;

export interface ProductValues {
  title: string;
  title_en?: string;
  title_ru?: string;
  metal?: string;
  metal_en?: string;
  metal_ru?: string;
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
  metal_kind?: MetalKind | null;
  making_charge?: number;
  making_per_gram?: boolean;
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
  'metal',
  'metal_en',
  'metal_ru',
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
  if (values.metal_kind) form.append('metal_kind', values.metal_kind);
  form.append('making_charge', String(values.making_charge ?? 0));
  form.append('making_per_gram', values.making_per_gram ? '1' : '0');
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
