import { getJson, sendJson } from '../../client/http';
import { invalidate, useQuery } from '../../client/query-cache';
import type { Faq } from '../../client/types';

export const faqsKey = 'faqs';

export function useFaqs() {
  return useQuery(faqsKey, () => getJson<Faq[]>('/api/faqs'));
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
