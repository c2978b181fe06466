import type { Answer, Endpoints } from '@voski/contract';
import { callEndpoint } from '../../client/http';
import { invalidate, setQueryData, updateQueries, useQuery } from '../../client/query-cache';
import { sendForm } from '../../client/upload';

export const slidesKey = 'slides';

export type SlideList = Answer<Endpoints['GET /slides']>;

export const slideIntervals = [1000, 1500, 2000, 2500, 3000, 3500, 4000, 4500, 5000];
export const slidePriorities = [0, 1, 2, 3, 4, 5, 6, 7];

export function useSlides() {
  return useQuery(slidesKey, () => callEndpoint('GET /slides'));
}

export function useSlide(id: number | null) {
  return useQuery(
    id === null ? null : `${slidesKey}/${id}`,
    async () => (await callEndpoint('GET /slides/:id', { params: { id } })).data,
  );
}

export async function setSlideInterval(interval: number) {
  const answer = await callEndpoint('POST /slides/interval', { body: { interval } });
  setQueryData<SlideList>(slidesKey, (list) => list && { ...list, interval: answer.interval });
  return answer.interval;
}

/** Slides are shown highest priority first, so the list is fetched again in its new order. */
export async function setSlidePriority(id: number, priority: number) {
  const { data } = await callEndpoint('GET /priority/:id/:value', {
    params: { id, value: priority },
  });
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
  const { data } = await (id === null
    ? sendForm<Answer<Endpoints['POST /slides']>>('/api/slides', form, onProgress)
    : sendForm<Answer<Endpoints['POST /slides/:id']>>(`/api/slides/${id}`, form, onProgress));
  invalidate(slidesKey);
  return data;
}

export async function deleteSlide(id: number) {
  await callEndpoint('DELETE /slides/:id', { params: { id } });
  invalidate(slidesKey);
}
