import { useEffect, useState } from 'react';
import type { CodeRefusal } from '@voski/contract/promotion-rules';
import { fetchQuote, type ShownQuote } from '../basket/quote';
import type { BasketLine } from '../basket/use-shop-state';
import type { CheckoutDraft } from './checkout-form';

export type CheckoutQuote = ReturnType<typeof useCheckoutQuote>;

/**
 * The server's quote of the order as it stands, with the discount code applied (issue 37). A
 * code the server refuses is taken off the draft (`onCode('')`) and its reason kept to show.
 * Not `active` (the steps before the confirmation, without a code), nothing is asked.
 */
export function useCheckoutQuote(
  draft: CheckoutDraft,
  items: readonly BasketLine[],
  onCode: (code: string) => void,
  active = true,
) {
  const [quote, setQuote] = useState<ShownQuote | null>(null);
  const [refused, setRefused] = useState<CodeRefusal | null>(null);
  const { country, region, code, pickup } = draft;

  useEffect(() => {
    if (!active) return;
    const aborted = new AbortController();
    void fetchQuote({ country, region, pickup }, items, aborted.signal, code || undefined).then(
      (q) => {
        if (aborted.signal.aborted) return;
        if (q && 'refused' in q) {
          setRefused(q.refused);
          onCode('');
          return;
        }
        if (code) setRefused(null);
        setQuote(q);
      },
    );
    return () => aborted.abort();
  }, [country, region, pickup, items, code, onCode, active]);

  return { quote, refused, clearRefusal: () => setRefused(null) };
}
