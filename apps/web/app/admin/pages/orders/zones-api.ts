import type { DeliveryZoneBody, DeliveryZonesBody, PickupPointsBody } from '@voski/contract';
import { callEndpoint } from '../../client/http';
import { invalidate, setQueryData, useQuery } from '../../client/query-cache';

const zonesKey = 'delivery-zones';

export function useDeliveryZones() {
  return useQuery(zonesKey, () => callEndpoint('GET /payment/zones'));
}

/** The fee, free amount and switch of each zone (Sellers may change these). */
export async function saveDeliveryZones(zones: DeliveryZonesBody['zones']) {
  const saved = await callEndpoint('PUT /payment/zones', { body: { zones } });
  setQueryData(zonesKey, () => saved);
  return saved;
}

/** Adds a zone under its key, or changes the zone of that key (Admins). */
export async function saveDeliveryZone(
  zone: string,
  how: 'add' | 'change',
  body: DeliveryZoneBody,
) {
  const answer = await (how === 'add'
    ? callEndpoint('POST /payment/zones', { body: { ...body, zone } })
    : callEndpoint('PUT /payment/zones/:zone', { params: { zone }, body }));
  invalidate(zonesKey);
  return answer.data;
}

/** Deletes a zone staff added (the seeded ones are switched off instead). */
export async function deleteDeliveryZone(zone: string) {
  await callEndpoint('DELETE /payment/zones/:zone', { params: { zone } });
  invalidate(zonesKey);
}

const pickupKey = 'pickup-points';

export function usePickupPoints() {
  return useQuery(pickupKey, () => callEndpoint('GET /payment/pickup-points'));
}

export async function savePickupPoints(points: PickupPointsBody['points']) {
  const saved = await callEndpoint('PUT /payment/pickup-points', { body: { points } });
  setQueryData(pickupKey, () => saved);
  return saved;
}
