import { useCallback, useEffect, useRef, useState } from 'react';
import type { HoldRefusal } from '@voski/contract/hold-messages';
import type { CodeRefusal } from '@voski/contract/promotion-rules';
import type { CheckoutDraft } from './checkout-form';
import { attemptKey, endAttempt, readFinishedOrder, writePlaced } from './checkout-session';
import type { Locale } from '../../lib/i18n/locale';
import { orderRequest, placeOrder, type FieldMessages, type PlaceOutcome } from './place-order';

export type PlaceProblem =
  | { kind: 'throttled' | 'gateway' | 'busy' | 'failed' | 'network' | 'finished' }
  | { kind: HoldRefusal }
  | { kind: 'products'; ids: number[]; texts: string[] }
  | { kind: 'soldOut'; ids: number[] }
  | { kind: 'code'; refused: CodeRefusal }
  | { kind: 'other'; text: string };

export type PlaceStatus = 'idle' | 'placing' | 'leaving';

interface Options {
  draft: CheckoutDraft;
  basket: readonly { id: number; quantity: number; size?: string }[];
  locale: Locale;
  /** The server refused some details: show them on their step. */
  onInvalidFields: (fields: FieldMessages) => void;
}

function problemOf(outcome: Exclude<PlaceOutcome, { kind: 'started' }>): PlaceProblem | null {
  if (outcome.kind === 'soldOut' || outcome.kind === 'code') return outcome;
  if (outcome.kind !== 'invalid') return { kind: outcome.kind };
  if (outcome.products) return { kind: 'products', ...outcome.products };
  if (Object.keys(outcome.fields).length > 0) return null;
  return outcome.other ? { kind: 'other', text: outcome.other } : { kind: 'failed' };
}

/**
 * "Place order": one request at a time (a double click sends nothing more), the attempt's
 * Idempotency-Key on every try, and on success the browser leaves for the payment page.
 */
export function usePlaceOrder({ draft, basket, locale, onInvalidFields }: Options) {
  const busy = useRef(false);
  const [status, setStatus] = useState<PlaceStatus>('idle');
  const [problem, setProblem] = useState<PlaceProblem | null>(null);

  // Back from the payment page, a page restored from the back-forward cache can order again.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      busy.current = false;
      setStatus('idle');
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  const place = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setStatus('placing');
    setProblem(null);
    const request = orderRequest(draft, basket, locale);
    let outcome: PlaceOutcome | null = null;
    try {
      outcome = await placeOrder(request, attemptKey(request));
    } catch {
      setProblem({ kind: 'network' });
    }
    if (outcome?.kind === 'started') {
      if (outcome.orderNumber !== readFinishedOrder()) {
        writePlaced({ orderId: outcome.orderId, orderNumber: outcome.orderNumber }, locale);
        setStatus('leaving');
        window.location.assign(outcome.paymentUrl);
        return; // stays busy: the page is going away
      }
      // Within its duplicate window the server answers the order just paid or declined again.
      endAttempt();
      setProblem({ kind: 'finished' });
    } else if (outcome) {
      if (outcome.kind === 'invalid' && Object.keys(outcome.fields).length > 0) {
        onInvalidFields(outcome.fields);
      }
      setProblem(problemOf(outcome));
    }
    busy.current = false;
    setStatus('idle');
  }, [basket, draft, locale, onInvalidFields]);

  return { status, problem, place };
}
