import type { DeliveryZoneView } from '@voski/contract';
import { getJson, sendJson } from '../../client/http';
import { setQueryData, useQuery } from '../../client/query-cache';

const zonesKey = 'delivery-zones';

export function useDeliveryZones() {
  return useQuery(zonesKey, () => getJson<{ data: DeliveryZoneView[] }>('/api/payment/zones'));
}

export async function saveDeliveryZones(zones: DeliveryZoneView[]) {
  const saved = await sendJson<{ data: DeliveryZoneView[] }>('PUT', '/api/payment/zones', {
    zones,
  });
  setQueryData(zonesKey, () => saved);
  return saved;
}
