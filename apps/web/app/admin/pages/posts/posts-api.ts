import { getJson, sendJson } from '../../client/http';
import { invalidate, useQuery } from '../../client/query-cache';
import type { Post } from '../../client/types';
import { sendForm } from '../../client/upload';

export const postsKey = 'posts';

export function usePosts() {
  return useQuery(postsKey, () => getJson<{ data: Post[] }>('/api/posts').then((a) => a.data));
}

export function usePost(id: number | null) {
  return useQuery(id === null ? null : `${postsKey}/${id}`, () =>
    getJson<{ data: Post }>(`/api/posts/${id}`).then((a) => a.data),
  );
}

export async function savePost(id: number | null, form: FormData, onProgress: (f: number) => void) {
  const { data } = await sendForm<{ data: Post }>(
    id === null ? '/api/posts' : `/api/posts/${id}`,
    form,
    onProgress,
  );
  invalidate(postsKey);
  return data;
}

export async function deletePost(id: number) {
  await sendJson('DELETE', `/api/posts/${id}`);
  invalidate(postsKey);
}
