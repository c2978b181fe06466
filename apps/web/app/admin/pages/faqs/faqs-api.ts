import { callEndpoint } from '../../client/http';
import { invalidate, recordOfList, useQuery, type Query } from '../../client/query-cache';
import type { Faq } from '../../client/types';

export const faqsKey = 'faqs';

export function useFaqs() {
  return useQuery(faqsKey, () => callEndpoint('GET /faqs'));
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
    ? callEndpoint('POST /faqs', { body: input })
    : callEndpoint('PUT /faqs/:id', { params: { id }, body: input }));
  invalidate(faqsKey);
  return faq;
}

export async function deleteFaq(id: number) {
  await callEndpoint('DELETE /faqs/:id', { params: { id } });
  invalidate(faqsKey);
}
