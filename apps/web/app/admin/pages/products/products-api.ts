import { getJson, sendJson } from '../../client/http';
import { invalidate, updateQueries, useQuery } from '../../client/query-cache';
import type { Product } from '../../client/types';
import { sendForm } from '../../client/upload';

export const productsKey = 'products';

export interface ProductList {
  data: Product[];
  /** All matches: the server's count for a page, the result's length for a search. */
  total: number;
  /** A search answers every match at once; the table pages it itself. */
  paged: boolean;
}

export function useProductList(page: number, perPage: number, search: string) {
  const query = search.trim();
  const key = query
    ? `${productsKey}/search?query=${encodeURIComponent(query)}`
    : `${productsKey}?page=${page}&per_page=${perPage}`;
  return useQuery<ProductList>(
    key,
    async () => {
      if (query) {
        const answer = await getJson<{ data: Product[] }>(
          `/api/products/search?query=${encodeURIComponent(query)}`,
        );
        return { data: answer.data, total: answer.data.length, paged: false };
      }
      const answer = await getJson<{ data: Product[]; meta?: { total: number } }>(
        `/api/products?page=${page}&per_page=${perPage}`,
      );
      return { data: answer.data, total: answer.meta?.total ?? answer.data.length, paged: true };
    },
    { keepPrevious: true },
  );
}

export function useProduct(id: number | null) {
  return useQuery(id === null ? null : `${productsKey}/${id}`, () =>
    getJson<Product>(`/api/products/${id}`),
  );
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
