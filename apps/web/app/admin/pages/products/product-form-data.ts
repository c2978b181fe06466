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
  weight: number;
  respect: number;
  important: number;
  status: boolean;
  price: number;
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
  form.append('price', String(values.price));
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
