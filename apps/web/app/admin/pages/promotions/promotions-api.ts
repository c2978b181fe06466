import type { Promotion, PromotionBody, PromotionState } from '@voski/contract';
import { endpointUrl } from '@voski/contract/endpoint';
import { callEndpoint } from '../../client/http';
import { invalidate, useQuery, type Query } from '../../client/query-cache';

export const promotionsKey = 'promotions';
export const PROMOTIONS_PAGE_SIZE = 20;

/** One page of promotions, newest first, optionally in one state. */
export function usePromotions(page: number, state: PromotionState | undefined) {
  const query = { page, per_page: PROMOTIONS_PAGE_SIZE, state };
  const url = endpointUrl('GET /promotions', { query });
  return useQuery(`${promotionsKey}?${url}`, () => callEndpoint('GET /promotions', { query }), {
    keepPrevious: true,
  });
}

export function usePromotion(id: number | null): Query<Promotion> {
  return useQuery(id === null ? null : `${promotionsKey}/${id}`, () =>
    callEndpoint('GET /promotions/:id', { params: { id } }).then((answer) => answer.data),
  );
}

// Product prices on the storefront change with promotions: the product lists too.
const changed = () => invalidate(promotionsKey, 'products');

export async function savePromotion(id: number | null, body: PromotionBody): Promise<Promotion> {
  const answer = await (id === null
    ? callEndpoint('POST /promotions', { body })
    : callEndpoint('PUT /promotions/:id', { params: { id }, body }));
  changed();
  return answer.data;
}

/** The promotion as a body to save again: its fields, with `paused` as given. */
export function bodyOf(p: Promotion, paused = p.paused): PromotionBody {
  return {
    name: p.name,
    name_en: p.name_en,
    name_ru: p.name_ru,
    kind: p.kind,
    value: p.value,
    targets: p.targets,
    starts_at: p.starts_at,
    ends_at: p.ends_at,
    paused,
    code: p.code,
    min_basket: p.min_basket,
    usage_limit: p.usage_limit,
    usage_limit_per_email: p.usage_limit_per_email,
    free_delivery: p.free_delivery,
    free_delivery_zones: p.free_delivery_zones,
    free_delivery_over: p.free_delivery_over,
  };
}

export async function deletePromotion(id: number): Promise<void> {
  await callEndpoint('DELETE /promotions/:id', { params: { id } });
  changed();
}
