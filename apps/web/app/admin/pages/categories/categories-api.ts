import { getJson, sendJson } from '../../client/http';
import { invalidate, useQuery } from '../../client/query-cache';
import type { CategoryWithChildren } from '../../client/types';

export const categoriesKey = 'categories';

export function useCategories() {
  return useQuery(categoriesKey, () =>
    getJson<{ data: CategoryWithChildren[] }>('/api/categories').then((answer) => answer.data),
  );
}

export function useCategory(id: number | null) {
  return useQuery(id === null ? null : `${categoriesKey}/${id}`, () =>
    getJson<{ data: CategoryWithChildren }>(`/api/categories/${id}`).then((answer) => answer.data),
  );
}

export interface CategoryInput {
  name: string;
  name_en: string;
  name_ru: string;
  parent_id: number | null;
}

// Products carry their categories' names, so their lists are refreshed too.
const changed = () => invalidate(categoriesKey, 'products');

export async function saveCategory(id: number | null, input: CategoryInput) {
  const answer = await (id === null
    ? sendJson<{ data: CategoryWithChildren }>('POST', '/api/categories', input)
    : sendJson<{ data: CategoryWithChildren }>('PUT', `/api/categories/${id}`, input));
  changed();
  return answer.data;
}

export async function deleteCategory(id: number) {
  await sendJson('DELETE', `/api/categories/${id}`);
  changed();
}
