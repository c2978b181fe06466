import type { Endpoints } from '@voski/contract';
import type { Answer } from '@voski/contract/endpoint';
import { callEndpoint } from '../../client/http';
import { invalidate, updateQueries, useQuery } from '../../client/query-cache';
import type { DescribedProduct, Product } from '../../client/types';
import { sendForm } from '../../client/upload';
import { productPageQuery, productPageUrl, type ProductListState } from './product-query';

export const productsKey = 'products';

export type ProductList = Answer<Endpoints['GET /products']>;

/** One page of products as the staff list asks for it: filtered, sorted, counted. */
export function useProductList(state: ProductListState) {
  return useQuery(
    `${productsKey}?${productPageUrl(state)}`,
    () => callEndpoint('GET /products', { query: productPageQuery(state) }),
    { keepPrevious: true },
  );
}

export function useProduct(id: number | null) {
  return useQuery(id === null ? null : `${productsKey}/${id}`, async () => {
    // The detail gives the gallery as `gallery` (its `images` is a JSON string for older clients).
    const {
      gallery,
      price_breakdown: _breakdown,
      ...product
    } = await callEndpoint('GET /products/:id', { params: { id } });
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
  const { data } = await callEndpoint('GET /products/has/:id', { params: { id } });
  replaceProduct(data);
  return data;
}

export async function saveProduct(
  id: number | null,
  form: FormData,
  onProgress: (fraction: number) => void,
): Promise<Product> {
  const { data } = await sendForm<Answer<Endpoints['POST /products' | 'POST /products/:id']>>(
    id === null ? '/api/products' : `/api/products/${id}`,
    form,
    onProgress,
  );
  invalidate(productsKey);
  return data;
}

export async function deleteProductImage(imageId: number): Promise<Product> {
  const { data } = await callEndpoint('GET /products/deleteImage/:imageId', {
    params: { imageId },
  });
  replaceProduct(data);
  return data;
}

export async function deleteProduct(id: number): Promise<void> {
  await callEndpoint('DELETE /products/:id', { params: { id } });
  invalidate(productsKey);
}
