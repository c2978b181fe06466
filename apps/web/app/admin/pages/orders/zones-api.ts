import type { DeliveryZoneView } from '@voski/contract';
import { callEndpoint } from '../../client/http';
import { setQueryData, useQuery } from '../../client/query-cache';

const zonesKey = 'delivery-zones';

export function useDeliveryZones() {
  return useQuery(zonesKey, () => callEndpoint('GET /payment/zones'));
}

export async function saveDeliveryZones(zones: DeliveryZoneView[]) {
  const saved = await callEndpoint('PUT /payment/zones', { body: { zones } });
  setQueryData(zonesKey, () => saved);
  return saved;
}
