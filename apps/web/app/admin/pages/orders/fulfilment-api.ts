import type { CarrierBody, StaffOrderView } from '@voski/contract';
import { callEndpoint } from '../../client/http';
import { invalidate, setQueryData, useQuery } from '../../client/query-cache';
import { ordersKey, reloadOrders } from './orders-api';

const carriersKey = 'carriers';
/** Under the orders' prefix: a move on the list reads the page again too. */
const orderViewKey = (id: number) => `${ordersKey}/view/${id}`;

export function useOrderView(id: number | null) {
  return useQuery(id === null ? null : orderViewKey(id), () =>
    callEndpoint('GET /payment/orders/:id/view', { params: { id: id! } }).then((a) => a.data),
  );
}

/** The page as the server answered it after a change; the lists are read again. */
function shown(id: number, view: StaffOrderView): StaffOrderView {
  reloadOrders();
  setQueryData(orderViewKey(id), () => view);
  return view;
}

export async function shipOrder(id: number, carrier_id: number, tracking_number: string) {
  const { data } = await callEndpoint('POST /payment/orders/:id/ship', {
    params: { id },
    body: { carrier_id, tracking_number },
  });
  return shown(id, data);
}

export async function deliverOrder(id: number) {
  const { data } = await callEndpoint('POST /payment/orders/:id/deliver', { params: { id } });
  return shown(id, data);
}

export async function undoOrderMove(id: number) {
  const { data } = await callEndpoint('POST /payment/orders/:id/undo', { params: { id } });
  return shown(id, data);
}

export async function addOrderNote(id: number, text: string) {
  const { data } = await callEndpoint('POST /payment/orders/:id/notes', {
    params: { id },
    body: { text },
  });
  invalidate(orderViewKey(id));
  return data;
}

export function useCarriers() {
  return useQuery(carriersKey, () => callEndpoint('GET /payment/carriers').then((a) => a.data));
}

export async function saveCarrier(id: number | null, body: CarrierBody) {
  const { data } =
    id === null
      ? await callEndpoint('POST /payment/carriers', { body })
      : await callEndpoint('PUT /payment/carriers/:id', { params: { id }, body });
  invalidate(carriersKey);
  return data;
}

export async function deleteCarrier(id: number) {
  await callEndpoint('DELETE /payment/carriers/:id', { params: { id } });
  invalidate(carriersKey);
}
