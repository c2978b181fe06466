import { parseDraft, type CheckoutDraft } from './checkout-form';
import { isLocale, type Locale } from '../../lib/i18n/locale';
import type { OrderRequest } from './place-order';
import { readTab as read, writeTab as write } from '../../lib/tab-storage';
import { codeKey, readCode, writeCode } from '../basket/code-session';

/*
 * What the checkout keeps in sessionStorage: this tab's, gone when it closes, and there again
 * when the payment gateway sends the visitor back to it.
 */
export const checkoutKeys = {
  /** The details typed so far, so going back, switching language or retrying keeps them. */
  draft: 'voski.checkout.draft',
  /** This attempt's Idempotency-Key and the request it was made for. */
  attempt: 'voski.checkout.attempt',
  /** The order sent to the gateway. */
  placed: 'voski.checkout.placed',
  /** The visitor's language, for the gateway's way back (which has no language in it). */
  returnLocale: 'voski.checkout.returnLocale',
  /** The number of the last order that was paid or declined here. */
  finished: 'voski.checkout.finished',
  /** The discount code, also the basket's (`code-session`). */
  code: codeKey,
} as const;

export function readDraft(): CheckoutDraft {
  return { ...parseDraft(read(checkoutKeys.draft)), code: readCode() };
}

export function writeDraft(draft: CheckoutDraft): void {
  write(checkoutKeys.draft, draft);
  writeCode(draft.code);
}

/** A 53-bit string hash (cyrb53): enough to tell one request from another, not a secret. */
export function hashText(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** 128 random bits as hex; getRandomValues works on plain http too, unlike randomUUID. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The order without the payment page's language: the same order in another language is one. */
function requestFingerprint({ language: _language, ...order }: OrderRequest): string {
  return hashText(JSON.stringify(order));
}

/**
 * The Idempotency-Key of this checkout attempt: the same while the request stays the same (a
 * double click, a retry after a lost answer, coming back from the gateway), a new one as soon
 * as the details or the basket change.
 */
export function attemptKey(request: OrderRequest): string {
  const fingerprint = requestFingerprint(request);
  const stored = read(checkoutKeys.attempt) as { key?: unknown; fingerprint?: unknown } | null;
  if (stored && stored.fingerprint === fingerprint && typeof stored.key === 'string') {
    return stored.key;
  }
  const key = newIdempotencyKey();
  write(checkoutKeys.attempt, { key, fingerprint });
  return key;
}

/** The attempt is over (paid, failed, or refused): the next one gets a fresh key. */
export function endAttempt(): void {
  write(checkoutKeys.attempt, null);
}

export interface PlacedOrder {
  orderId: string;
  orderNumber: number;
}

/** Before leaving for the gateway: the order, and the language to show its result in. */
export function writePlaced(order: PlacedOrder, locale: Locale): void {
  write(checkoutKeys.placed, order);
  write(checkoutKeys.returnLocale, locale);
}

/** The language to show the result in, once: a later switch of language is the visitor's. */
export function takeReturnLocale(): Locale | null {
  const locale = read(checkoutKeys.returnLocale);
  write(checkoutKeys.returnLocale, null);
  return isLocale(locale) ? locale : null;
}

export function readPlaced(): PlacedOrder | null {
  const value = read(checkoutKeys.placed) as Partial<PlacedOrder> | null;
  if (!value || typeof value.orderId !== 'string' || typeof value.orderNumber !== 'number') {
    return null;
  }
  return { orderId: value.orderId, orderNumber: value.orderNumber };
}

export function clearPlaced(): void {
  write(checkoutKeys.placed, null);
}

/**
 * The server answers the same customer and basket with the same order for a short while (its
 * duplicate window), even once that order is paid or declined; remembering the last finished
 * order lets the checkout tell such an answer from a new order.
 */
export function writeFinishedOrder(orderNumber: number): void {
  write(checkoutKeys.finished, orderNumber);
}

export function readFinishedOrder(): number | null {
  const value = read(checkoutKeys.finished);
  return typeof value === 'number' ? value : null;
}

/** After a paid order: nothing of this checkout is kept. */
export function clearCheckout(): void {
  for (const key of Object.values(checkoutKeys)) write(key, null);
}
