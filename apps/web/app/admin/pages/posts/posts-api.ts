import type { Answer, Endpoints } from '@voski/contract';
import { callEndpoint } from '../../client/http';
import { invalidate, useQuery } from '../../client/query-cache';
import { sendForm } from '../../client/upload';

export const postsKey = 'posts';

export function usePosts() {
  return useQuery(postsKey, async () => (await callEndpoint('GET /posts')).data);
}

export function usePost(id: number | null) {
  return useQuery(
    id === null ? null : `${postsKey}/${id}`,
    async () => (await callEndpoint('GET /posts/:id', { params: { id } })).data,
  );
}

export async function savePost(id: number | null, form: FormData, onProgress: (f: number) => void) {
  const { data } = await (id === null
    ? sendForm<Answer<Endpoints['POST /posts']>>('/api/posts', form, onProgress)
    : sendForm<Answer<Endpoints['POST /posts/:id']>>(`/api/posts/${id}`, form, onProgress));
  invalidate(postsKey);
  return data;
}

export async function deletePost(id: number) {
  await callEndpoint('DELETE /posts/:id', { params: { id } });
  invalidate(postsKey);
}
