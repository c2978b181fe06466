import { getJson, sendJson } from '../../client/http';
import { invalidate, recordOfList, useQuery, type Query } from '../../client/query-cache';
import type { Faq } from '../../client/types';

export const faqsKey = 'faqs';

export function useFaqs() {
  return useQuery(faqsKey, () => getJson<Faq[]>('/api/faqs'));
}

/** One FAQ. The API has no single-FAQ read: it comes from the list, and is a 404 when absent. */
export function useFaq(id: number | null): Query<Faq> {
  return recordOfList(useFaqs(), id);
}

export type FaqInput = Pick<
  Faq,
  'question' | 'question_en' | 'question_ru' | 'answer' | 'answer_en' | 'answer_ru'
>;

export async function saveFaq(id: number | null, input: FaqInput) {
  const { faq } = await (id === null
    ? sendJson<{ faq: Faq }>('POST', '/api/faqs', input)
    : sendJson<{ faq: Faq }>('PUT', `/api/faqs/${id}`, input));
  invalidate(faqsKey);
  return faq;
}

export async function deleteFaq(id: number) {
  await sendJson('DELETE', `/api/faqs/${id}`);
  invalidate(faqsKey);
}
