import { getJson, sendJson } from '../../client/http';
import { invalidate, updateQueries, useQuery } from '../../client/query-cache';
import type { Blog } from '../../client/types';
import { sendForm } from '../../client/upload';

export const blogsKey = 'blogs';

export function useBlogs(search = '') {
  const query = search.trim();
  return useQuery<Blog[]>(
    query ? `${blogsKey}/search?query=${encodeURIComponent(query)}` : blogsKey,
    async () =>
      query
        ? (await getJson<{ data: Blog[] }>(`/api/blogs/search?query=${encodeURIComponent(query)}`))
            .data
        : getJson<Blog[]>('/api/blogs'),
    { keepPrevious: true },
  );
}

export function useBlog(id: number | null) {
  return useQuery(id === null ? null : `${blogsKey}/${id}`, () =>
    getJson<Blog>(`/api/blogs/${id}`),
  );
}

function replaceBlog(blog: Blog) {
  updateQueries<Blog[] | Blog>(blogsKey, (data) =>
    Array.isArray(data)
      ? data.map((b) => (b.id === blog.id ? blog : b))
      : data.id === blog.id
        ? blog
        : data,
  );
}

// Products show their linked post, so their cached reads go too.
const changed = () => invalidate(blogsKey, 'products');

export async function saveBlog(id: number | null, form: FormData, onProgress: (f: number) => void) {
  const { data } = await sendForm<{ data: Blog }>(
    id === null ? '/api/blogs' : `/api/blogs/${id}`,
    form,
    onProgress,
  );
  changed();
  return data;
}

export async function deleteBlogImage(imageId: number) {
  const { data } = await getJson<{ data: Blog }>(`/api/blogs/deleteImage/${imageId}`);
  replaceBlog(data);
  return data;
}

export async function deleteBlog(id: number) {
  await sendJson('DELETE', `/api/blogs/${id}`);
  changed();
}
