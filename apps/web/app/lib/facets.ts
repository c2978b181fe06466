import type { ProductFacets } from '@voski/contract';
import { isRecord } from './api-types';

const isCount = (value: unknown): value is number => Number.isInteger(value) && Number(value) >= 0;
const records = (value: unknown) => (Array.isArray(value) ? value.filter(isRecord) : []);
const bound = (value: unknown) => (Number.isInteger(value) ? Number(value) : null);

/** The facets answer of `/api/products/facets/{id}`; malformed entries are left out. */
export function parseFacets(body: unknown): ProductFacets | null {
  const data = isRecord(body) ? body.data : null;
  if (!isRecord(data) || !isCount(data.total)) return null;
  const price = isRecord(data.price) ? data.price : {};
  return {
    total: data.total,
    subcategories: records(data.subcategories).flatMap((s) =>
      isCount(s.id) && isCount(s.count) ? [{ id: s.id, count: s.count }] : [],
    ),
    metals: records(data.metals).flatMap((m) =>
      typeof m.metal === 'string' && isCount(m.count)
        ? [
            {
              kind: typeof m.kind === 'string' ? m.kind : '',
              metal: m.metal,
              metal_en: typeof m.metal_en === 'string' ? m.metal_en : '',
              metal_ru: typeof m.metal_ru === 'string' ? m.metal_ru : '',
              count: m.count,
            },
          ]
        : [],
    ),
    respects: records(data.respects).flatMap((r) =>
      isCount(r.respect) && isCount(r.count) ? [{ respect: r.respect, count: r.count }] : [],
    ),
    price: { min: bound(price.min), max: bound(price.max) },
  };
}
