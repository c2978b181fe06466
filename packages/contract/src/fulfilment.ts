import { z } from 'zod';
import { inputString, requiredText } from './fields.ts';
import { order, orderLine, shipment } from './orders.ts';
import { staffMessages } from './staff-messages.ts';
import {
  CARRIER_NAME_MAX,
  NOTE_MAX,
  normalTrackingNumber,
  NUMBER_PLACEHOLDER,
  TRACKING_NUMBER_MAX,
  TRACKING_NUMBER_MIN,
  TRACKING_NUMBER_PATTERN,
  TRACKING_URL_MAX,
} from './fulfilment-limits.ts';

export * from './fulfilment-limits.ts';

/** Issue 38: carriers, tracking numbers, staff notes, the order's timeline, taking a move back. */

/** Carriers the shop may keep (a short list staff pick from). */
export const CARRIERS_MAX = 50;

export const fulfilmentMessages = {
  trackingUrl: `The tracking address must be an http(s) address with ${NUMBER_PLACEHOLDER} where the parcel’s number goes, such as https://www.haypost.am/en/track?code=${NUMBER_PLACEHOLDER}.`,
  trackingNumber: `The tracking number must be ${TRACKING_NUMBER_MIN} to ${TRACKING_NUMBER_MAX} letters, digits or hyphens (such as RR123456789AM).`,
  carrierId: 'Please choose a carrier.',
  carriersFull: `At most ${CARRIERS_MAX} carriers.`,
  carrierUnknown: staffMessages.carrierUnknown,
  carrierNameTaken: staffMessages.carrierNameTaken,
  carrierNotFound: staffMessages.carrierNotFound,
  orderNotNew: staffMessages.orderNotNew,
  nothingToUndo: staffMessages.nothingToUndo,
  undoTooLate: (minutes: number) => staffMessages.undoTooLate({ minutes }),
} as const;

/** `https://…{number}…`: an address once the number is put in. */
export const trackingUrlTemplate = requiredText('tracking address', TRACKING_URL_MAX).refine(
  (value) => {
    if (!value.includes(NUMBER_PLACEHOLDER)) return false;
    try {
      const url = new URL(value.replaceAll(NUMBER_PLACEHOLDER, 'X'));
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  },
  fulfilmentMessages.trackingUrl,
);

export const trackingNumberField = inputString({ error: fulfilmentMessages.trackingNumber })
  .transform(normalTrackingNumber)
  .pipe(z.string().regex(TRACKING_NUMBER_PATTERN, fulfilmentMessages.trackingNumber));

export const carrier = z.object({
  id: z.number().int(),
  name: z.string(),
  /** With `{number}` where the parcel's number goes. */
  tracking_url: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Carrier = z.infer<typeof carrier>;

export const carrierBody = z.object({
  name: requiredText('name', CARRIER_NAME_MAX),
  tracking_url: trackingUrlTemplate,
});
export type CarrierBody = z.infer<typeof carrierBody>;

/** Sending a new, paid order: by which carrier, under which number. */
export const shipBody = z.object({
  carrier_id: z.coerce
    .number({ error: fulfilmentMessages.carrierId })
    .int(fulfilmentMessages.carrierId)
    .positive(fulfilmentMessages.carrierId)
    .max(2_147_483_647, fulfilmentMessages.carrierId),
  tracking_number: trackingNumberField,
});
export type ShipBody = z.infer<typeof shipBody>;

export const noteBody = z.object({ text: requiredText('note', NOTE_MAX) });
export type NoteBody = z.infer<typeof noteBody>;

/** A staff note on an order: never shown to the customer. */
export const orderNote = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  text: z.string(),
  author_id: z.number().int().nullable(),
  author_name: z.string(),
  created_at: z.string(),
});
export type OrderNote = z.infer<typeof orderNote>;

export const timelineKinds = [
  'placed',
  'payment',
  'status',
  'undo',
  'mail',
  'note',
  'attempt',
] as const;
export type TimelineKind = (typeof timelineKinds)[number];

/**
 * One thing that happened to an order, oldest first. `from`/`to`: a status (`done` as a
 * string) or a payment status, a mail's recipient (`to`), an attempt's payment status (`to`);
 * `detail`: the carrier and number of a send, a mail's subject, a note's text, an attempt's
 * order number.
 */
export const timelineEntry = z.object({
  at: z.string(),
  kind: z.enum(timelineKinds),
  from: z.string().nullable(),
  to: z.string().nullable(),
  /** Who: a staff member's name, `customer` or `system`. */
  actor: z.string(),
  detail: z.string(),
});
export type TimelineEntry = z.infer<typeof timelineEntry>;

/** Another order of the same checkout: a declined or expired try before (or after) this one. */
export const orderAttempt = z.object({
  id: z.number().int(),
  payment_status: z.string(),
  total: z.number().int(),
  created_at: z.string(),
});
export type OrderAttempt = z.infer<typeof orderAttempt>;

/** A line with its title in each language: staff read it in theirs. */
export const staffOrderLine = orderLine.extend({ title_en: z.string(), title_ru: z.string() });
export type StaffOrderLine = z.infer<typeof staffOrderLine>;

/** The status change staff may still take back, and until when. */
export const undoable = z.object({
  from: z.number().int(),
  to: z.number().int(),
  until: z.string(),
});
export type Undoable = z.infer<typeof undoable>;

/** The order's page for staff. */
export const staffOrderView = z.object({
  order,
  lines: z.array(staffOrderLine),
  language: z.string(),
  /** The customer's own page of the order (null for orders placed before links existed). */
  customer_url: z.string().nullable(),
  shipment: shipment.nullable(),
  undo: undoable.nullable(),
  attempts: z.array(orderAttempt),
  notes: z.array(orderNote),
  timeline: z.array(timelineEntry),
});
export type StaffOrderView = z.infer<typeof staffOrderView>;
