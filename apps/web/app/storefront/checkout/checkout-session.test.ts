import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyDraft } from './checkout-form';
import {
  attemptKey,
  checkoutKeys,
  clearCheckout,
  endAttempt,
  hashText,
  newIdempotencyKey,
  readDraft,
  readFinishedOrder,
  readPlaced,
  takeReturnLocale,
  writeDraft,
  writeFinishedOrder,
  writePlaced,
} from './checkout-session';
import { FakeStorage } from '../../lib/fake-browser.test-helper';
import type { OrderRequest } from './place-order';

let session: FakeStorage;

beforeEach(() => {
  session = new FakeStorage();
  vi.stubGlobal('window', { sessionStorage: session, localStorage: new FakeStorage() });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const request: OrderRequest = {
  name: 'Ani',
  surname: 'Sargsyan',
  email: 'ani@example.am',
  phone: '+37491234567',
  country: 'AM',
  region: 'Yerevan',
  address: 'Abovyan 12',
  message: '',
  paymentType: 1,
  products: [{ id: 3, quantity: 2 }],
  language: 'hy',
};

describe('the Idempotency-Key of an attempt', () => {
  it('is 128 random bits in hex', () => {
    expect(newIdempotencyKey()).toMatch(/^[0-9a-f]{32}$/);
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });

  it('stays the same for the same order, in any language', () => {
    const key = attemptKey(request);
    expect(attemptKey({ ...request })).toBe(key);
    expect(attemptKey({ ...request, language: 'en' })).toBe(key);
  });

  it('changes with the details or the basket, and after the attempt ends', () => {
    const key = attemptKey(request);
    const other = attemptKey({ ...request, products: [{ id: 3, quantity: 3 }] });
    expect(other).not.toBe(key);
    expect(attemptKey({ ...request, paymentType: 3 })).not.toBe(other);
    const last = attemptKey(request);
    endAttempt();
    expect(attemptKey(request)).not.toBe(last);
  });
});

describe('what the checkout keeps for the tab', () => {
  it('keeps the draft', () => {
    expect(readDraft()).toEqual(emptyDraft);
    writeDraft({ ...emptyDraft, name: 'Ani', region: 'Lori' });
    expect(readDraft()).toMatchObject({ name: 'Ani', region: 'Lori', email: '' });
  });

  it('keeps the order sent to the gateway, and gives the language back once', () => {
    writePlaced({ orderId: 'md-1', orderNumber: 7 }, 'ru');
    expect(readPlaced()).toEqual({ orderId: 'md-1', orderNumber: 7 });
    expect(takeReturnLocale()).toBe('ru');
    expect(takeReturnLocale()).toBeNull();
    expect(readPlaced()).toEqual({ orderId: 'md-1', orderNumber: 7 });
  });

  it('ignores what it cannot read', () => {
    session.setItem(checkoutKeys.placed, '{"orderId": 5}');
    session.setItem(checkoutKeys.returnLocale, '"fr"');
    session.setItem(checkoutKeys.draft, '{not json');
    expect(readPlaced()).toBeNull();
    expect(takeReturnLocale()).toBeNull();
    expect(readDraft()).toEqual(emptyDraft);
  });

  it('forgets everything after a paid order', () => {
    writeDraft({ ...emptyDraft, name: 'Ani' });
    attemptKey(request);
    writePlaced({ orderId: 'md-1', orderNumber: 7 }, 'en');
    writeFinishedOrder(6);
    expect(readFinishedOrder()).toBe(6);
    clearCheckout();
    expect(session.length).toBe(0);
  });

  it('works without storage at all', () => {
    vi.stubGlobal('window', undefined);
    writeDraft({ ...emptyDraft, name: 'Ani' });
    expect(readDraft()).toEqual(emptyDraft);
    expect(attemptKey(request)).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('hashText', () => {
  it('is stable and tells texts apart', () => {
    expect(hashText('abc')).toBe(hashText('abc'));
    expect(hashText('abc')).not.toBe(hashText('abd'));
  });
});
