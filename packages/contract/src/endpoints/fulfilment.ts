import { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
import { errorBody, messageAnswer } from '../errors.ts';
import { idParam } from '../fields.ts';
import {
  carrier,
  carrierBody,
  noteBody,
  orderNote,
  shipBody,
  staffOrderView,
} from '../fulfilment.ts';
import { access } from '../roles.ts';

const tags = ['orders'];
const view = z.object({ data: staffOrderView });
const oneCarrier = z.object({ data: carrier });
const staffErrors = { 401: errorBody, 403: errorBody };

/** Issue 38: the staff's page of an order, its notes, sending it, taking a move back; carriers. */
export const fulfilmentEndpoints = defineEndpoints({
  'GET /payment/orders/:id/view': {
    access: access.orderDesk,
    tags,
    summary: 'The order’s page for staff: lines in every language, timeline, notes, attempts',
    description:
      'The timeline, oldest first: placed, each payment and status change (who, when), the ' +
      'e-mails written about the order, the staff’s notes, and the other tries of the same ' +
      'checkout (`attempts`). `undo` names the status change that may still be taken back ' +
      'and until when (`ORDER_UNDO_MINUTES`).',
    params: idParam,
    responses: { 200: view, ...staffErrors, 404: errorBody },
  },
  'POST /payment/orders/:id/notes': {
    access: access.orderDesk,
    tags,
    summary: 'Add a staff note to an order (never shown to the customer)',
    params: idParam,
    body: noteBody,
    responses: {
      201: z.object({ data: orderNote }),
      ...staffErrors,
      404: errorBody,
      422: errorBody,
    },
  },
  'POST /payment/orders/:id/ship': {
    access: access.orderDesk,
    tags,
    summary: 'Send a new, paid order: carrier and tracking number; it moves to in transit',
    description:
      'The customer’s “on its way” e-mail and order page link to the carrier’s tracking ' +
      'address with the number put in. 409 unless the order is new and paid; 422 for an ' +
      'unknown carrier or a number that is not 4 to 40 letters, digits or hyphens.',
    params: idParam,
    body: shipBody,
    responses: { 200: view, ...staffErrors, 404: errorBody, 409: errorBody, 422: errorBody },
  },
  'POST /payment/orders/:id/deliver': {
    access: access.orderDesk,
    tags,
    summary: 'Mark an order in transit as delivered',
    params: idParam,
    responses: { 200: view, ...staffErrors, 404: errorBody, 409: errorBody },
  },
  'POST /payment/orders/:id/undo': {
    access: access.orderDesk,
    tags,
    summary: 'Take the last status change back (in transit → new, delivered → in transit)',
    description:
      'Only a staff move to in transit or delivered, and only within `ORDER_UNDO_MINUTES` ' +
      '(10 by default) of it; later, or with nothing to take back: 409. Taking “in transit” ' +
      'back forgets the carrier and number. Recorded in the timeline and the audit log.',
    params: idParam,
    responses: { 200: view, ...staffErrors, 404: errorBody, 409: errorBody },
  },
  'GET /payment/carriers': {
    access: access.orderDesk,
    tags,
    summary: 'The carriers orders are sent with, by name',
    responses: { 200: z.object({ data: z.array(carrier) }), ...staffErrors },
  },
  'POST /payment/carriers': {
    access: access.orderDesk,
    tags,
    summary: 'Add a carrier: its name and tracking address with `{number}`',
    body: carrierBody,
    responses: { 201: oneCarrier, ...staffErrors, 422: errorBody },
  },
  'PUT /payment/carriers/:id': {
    access: access.orderDesk,
    tags,
    summary: 'Rename a carrier or change its tracking address (orders sent keep theirs)',
    params: idParam,
    body: carrierBody,
    responses: { 200: oneCarrier, ...staffErrors, 404: errorBody, 422: errorBody },
  },
  'DELETE /payment/carriers/:id': {
    access: access.orderDesk,
    tags,
    summary: 'Remove a carrier from the list (orders sent with it keep their tracking)',
    params: idParam,
    responses: { 200: messageAnswer, ...staffErrors, 404: errorBody },
  },
});
