import { getJson, sendJson } from '../../client/http';
import { invalidate, updateQueries, useQuery } from '../../client/query-cache';
import type { DescribedProduct, Product, ProductDetail } from '../../client/types';
import { sendForm } from '../../client/upload';
import { productPageUrl, type ProductListState } from './product-query';

export const productsKey = 'products';

export interface ProductList {
  data: Product[];
  meta: { page: number; per_page: number; total: number };
}

/** One page of products as the staff list asks for it: filtered, sorted, counted. */
export function useProductList(state: ProductListState) {
  const url = productPageUrl(state);
  return useQuery<ProductList>(`${productsKey}?${url}`, () => getJson<ProductList>(url), {
    keepPrevious: true,
  });
}

export function useProduct(id: number | null) {
  return useQuery(id === null ? null : `${productsKey}/${id}`, async () => {
    // The detail gives the gallery as `gallery` (its `images` is a JSON string for older clients).
    const {
      gallery,
      price_breakdown: _breakdown,
      ...product
    } = await getJson<ProductDetail>(`/api/products/${id}`);
    return { ...product, images: gallery } satisfies DescribedProduct;
  });
}

/** Puts a changed product into every cached list and its own entry. */
function replaceProduct(product: Product) {
  updateQueries<ProductList | Product>(productsKey, (data) => {
    if ('data' in data) {
      return { ...data, data: data.data.map((p) => (p.id === product.id ? product : p)) };
    }
    return data.id === product.id ? product : data;
  });
}

export async function toggleProductStatus(id: number): Promise<Product> {
  const { data } = await getJson<{ data: Product }>(`/api/products/has/${id}`);
  replaceProduct(data);
  return data;
}

export async function saveProduct(
  id: number | null,
  form: FormData,
  onProgress: (fraction: number) => void,
): Promise<Product> {
  const { data } = await sendForm<{ data: Product }>(
    id === null ? '/api/products' : `/api/products/${id}`,
    form,
    onProgress,
  );
  invalidate(productsKey);
  return data;
}

export async function deleteProductImage(imageId: number): Promise<Product> {
  const { data } = await getJson<{ data: Product }>(`/api/products/deleteImage/${imageId}`);
  replaceProduct(data);
  return data;
}

export async function deleteProduct(id: number): Promise<void> {
  await sendJson('DELETE', `/api/products/${id}`);
  invalidate(productsKey);
}
