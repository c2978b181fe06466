/** Limits of carriers, tracking numbers and notes (issue 38); no schema code, for browsers. */

export const CARRIER_NAME_MAX = 60;
export const TRACKING_URL_MAX = 500;
export const NOTE_MAX = 2000;

export const TRACKING_NUMBER_MIN = 4;
export const TRACKING_NUMBER_MAX = 40;
/** Where a carrier's tracking address takes the parcel's number. */
export const NUMBER_PLACEHOLDER = '{number}';

/** A tracking number as carriers print it: spaces dropped, letters upper-cased. */
export const normalTrackingNumber = (value: string) => value.replace(/\s+/g, '').toUpperCase();

export const TRACKING_NUMBER_PATTERN = new RegExp(
  `^[A-Z0-9-]{${TRACKING_NUMBER_MIN},${TRACKING_NUMBER_MAX}}$`,
);

/** The parcel's address at its carrier: the template with the number put in. */
export const trackingUrl = (template: string, number: string): string =>
  template.replaceAll(NUMBER_PLACEHOLDER, encodeURIComponent(number));
