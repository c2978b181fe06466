import type { MetalKindBody, MetalKindRecord, MetalKindUpdateBody } from '@voski/contract';
import { endpointUrl } from '@voski/contract/endpoint';
import { callEndpoint } from '../../client/http';
import { invalidate, recordOfList, useQuery, type Query } from '../../client/query-cache';

export const metalsKey = 'metals';
const mismatchesKey = 'metals/mismatches';

/** The metal kinds, as they were added. */
export function useMetalKinds(): Query<MetalKindRecord[]> {
  return useQuery(metalsKey, async () => (await callEndpoint('GET /metals')).data);
}

/** One kind, from the list (the API has no single-kind read). */
export function useMetalKind(id: number | null): Query<MetalKindRecord> {
  return recordOfList(useMetalKinds(), id);
}

const MISMATCHES_PER_PAGE = 20;

/** Products whose metal texts match no kind, or whose texts became their kind's names: a page. */
export function useMetalMismatches(page: number) {
  const query = { page, per_page: MISMATCHES_PER_PAGE };
  const url = endpointUrl('GET /metals/mismatches', { query });
  return useQuery(
    `${mismatchesKey}?${url}`,
    () => callEndpoint('GET /metals/mismatches', { query }),
    { keepPrevious: true },
  );
}

// Products carry their kind's names, and prices name kinds: their lists are stale too.
const changed = () => invalidate(metalsKey, 'products', 'metal-prices');

export async function saveMetalKind(
  id: number | null,
  input: MetalKindBody | MetalKindUpdateBody,
): Promise<MetalKindRecord> {
  const answer = await (id === null
    ? callEndpoint('POST /metals', { body: input as MetalKindBody })
    : callEndpoint('PUT /metals/:id', { params: { id }, body: input }));
  changed();
  return answer.data;
}

export async function deleteMetalKind(id: number): Promise<void> {
  await callEndpoint('DELETE /metals/:id', { params: { id } });
  changed();
}
