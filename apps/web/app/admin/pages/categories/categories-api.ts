import { callEndpoint } from '../../client/http';
import { invalidate, useQuery } from '../../client/query-cache';

export const categoriesKey = 'categories';

export function useCategories() {
  return useQuery(categoriesKey, async () => (await callEndpoint('GET /categories')).data);
}

export function useCategory(id: number | null) {
  return useQuery(id === null ? null : `${categoriesKey}/${id}`, () =>
    callEndpoint('GET /categories/:id', { params: { id } }).then((answer) => answer.data),
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
    ? callEndpoint('POST /categories', { body: input })
    : callEndpoint('PUT /categories/:id', { params: { id }, body: input }));
  changed();
  return answer.data;
}

export async function deleteCategory(id: number) {
  await callEndpoint('DELETE /categories/:id', { params: { id } });
  changed();
}
