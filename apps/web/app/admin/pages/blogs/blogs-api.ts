import type { Answer, Endpoints } from '@voski/contract';
import { callEndpoint } from '../../client/http';
import { invalidate, updateQueries, useQuery } from '../../client/query-cache';
import type { Blog } from '../../client/types';
import { sendForm } from '../../client/upload';

export const blogsKey = 'blogs';

/** The whole list (asked without a page, GET /blogs answers a bare array). */
async function allBlogs(): Promise<Blog[]> {
  const answer = await callEndpoint('GET /blogs');
  return Array.isArray(answer) ? answer : answer.data;
}

export function useBlogs(search = '') {
  const query = search.trim();
  return useQuery<Blog[]>(
    query ? `${blogsKey}/search?query=${encodeURIComponent(query)}` : blogsKey,
    async () =>
      query ? (await callEndpoint('GET /blogs/search', { query: { query } })).data : allBlogs(),
    { keepPrevious: true },
  );
}

export function useBlog(id: number | null) {
  return useQuery(id === null ? null : `${blogsKey}/${id}`, () =>
    callEndpoint('GET /blogs/:id', { params: { id } }),
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
  const { data } = await (id === null
    ? sendForm<Answer<Endpoints['POST /blogs']>>('/api/blogs', form, onProgress)
    : sendForm<Answer<Endpoints['POST /blogs/:id']>>(`/api/blogs/${id}`, form, onProgress));
  changed();
  return data;
}

export async function deleteBlogImage(imageId: number) {
  const { data } = await callEndpoint('GET /blogs/deleteImage/:imageId', {
    params: { imageId },
  });
  replaceBlog(data);
  return data;
}

export async function deleteBlog(id: number) {
  await callEndpoint('DELETE /blogs/:id', { params: { id } });
  changed();
}
