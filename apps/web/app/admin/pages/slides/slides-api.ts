import { getJson, sendJson } from '../../client/http';
import { invalidate, setQueryData, updateQueries, useQuery } from '../../client/query-cache';
import type { Slide } from '../../client/types';
import { sendForm } from '../../client/upload';

export const slidesKey = 'slides';

export interface SlideList {
  slides: Slide[];
  interval: number;
}

export const slideIntervals = [1000, 1500, 2000, 2500, 3000, 3500, 4000, 4500, 5000];
export const slidePriorities = [0, 1, 2, 3, 4, 5, 6, 7];

export function useSlides() {
  return useQuery(slidesKey, () => getJson<SlideList>('/api/slides'));
}

export function useSlide(id: number | null) {
  return useQuery(id === null ? null : `${slidesKey}/${id}`, () =>
    getJson<{ data: Slide }>(`/api/slides/${id}`).then((answer) => answer.data),
  );
}

export async function setSlideInterval(interval: number) {
  const answer = await sendJson<{ interval: number }>('POST', '/api/slides/interval', { interval });
  setQueryData<SlideList>(slidesKey, (list) => list && { ...list, interval: answer.interval });
  return answer.interval;
}

/** Slides are shown highest priority first, so the list is fetched again in its new order. */
export async function setSlidePriority(id: number, priority: number) {
  const { data } = await getJson<{ data: Slide }>(`/api/priority/${id}/${priority}`);
  updateQueries<SlideList>(slidesKey, (list) =>
    'slides' in list
      ? { ...list, slides: list.slides.map((slide) => (slide.id === id ? data : slide)) }
      : list,
  );
  invalidate(slidesKey);
  return data;
}

export async function saveSlide(
  id: number | null,
  form: FormData,
  onProgress: (f: number) => void,
) {
  const { data } = await sendForm<{ data: Slide }>(
    id === null ? '/api/slides' : `/api/slides/${id}`,
    form,
    onProgress,
  );
  invalidate(slidesKey);
  return data;
}

export async function deleteSlide(id: number) {
  await sendJson('DELETE', `/api/slides/${id}`);
  invalidate(slidesKey);
}
