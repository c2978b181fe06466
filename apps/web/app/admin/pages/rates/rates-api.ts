import type { RateHistoryEntry, RateRecord } from '@voski/contract';
import { RATE_CHANGE_UNCONFIRMED } from '@voski/contract/rate-limits';
import { currencies, type Currency } from '../../../lib/rates';
import { asApiError } from '../../client/api-error';
import { callEndpoint } from '../../client/http';
import { invalidate, useQuery } from '../../client/query-cache';

const ratesKey = 'rates/';

/** The currencies staff set: AMD itself is always 1. */
export type ForeignCurrency = Exclude<Currency, 'AMD'>;

/**
 * Where a rate came from: `manual` (set by hand, kept until handed back), `cba` (the Central
 * Bank of Armenia, refreshed automatically) or `seed` (the starting rate, until the first refresh).
 */
export type RateSource = 'manual' | 'cba' | 'seed';

/** A `GET /api/rates/details` entry: a foreign rate, AMD per unit of `current`. */
export type RateDetails = RateRecord & { current: ForeignCurrency };

export type { RateHistoryEntry };

export { RATE_MAX } from '@voski/contract/rate-limits';

/** A hand-set rate this many percent from the last automatic one needs `confirm`. */
export const RATE_CHANGE_PERCENT = RATE_CHANGE_UNCONFIRMED * 100;

/** How many of the latest history entries the page shows under each rate. */
export const RECENT_ENTRIES = 5;

/** The foreign rates, USD first, with their source and last change. */
export function useRateDetails() {
  return useQuery(`${ratesKey}details`, async () => {
    const body = await callEndpoint('GET /rates/details');
    return sortRates(body.data.filter(isForeign));
  });
}

// the answer's `current` is any text; AMD and unknown codes have no rate to set
const isForeign = (rate: RateRecord): rate is RateDetails =>
  rate.current !== 'AMD' && (currencies as readonly string[]).includes(rate.current);

export function sortRates(rates: RateDetails[]): RateDetails[] {
  return [...rates].sort((a, b) => currencies.indexOf(a.current) - currencies.indexOf(b.current));
}

/** The latest `RECENT_ENTRIES` entries of a rate's history, newest first. */
export function useRecentRateHistory(current: ForeignCurrency) {
  return useQuery(`${ratesKey}history/${current}`, async () => {
    const body = await callEndpoint('GET /rates/:current/history', {
      params: { current },
      query: { limit: RECENT_ENTRIES },
    });
    // the API answers oldest first
    return body.data.toReversed();
  });
}

/**
 * Sets a rate by hand; `confirm` sets one far from the last automatic rate all the same. A value
 * that far without it is refused with a 422 that `needsConfirmation` recognises.
 */
export async function setRate(current: ForeignCurrency, value: number, confirm = false) {
  await callEndpoint('PUT /rates/:current', {
    params: { current },
    body: { value, ...(confirm ? { confirm: true } : {}) },
  });
  invalidate(ratesKey);
}

/** Hands a rate back to the Central Bank of Armenia, which sets it at its next refresh. */
export async function followCentralBank(current: ForeignCurrency) {
  await callEndpoint('PUT /rates/:current', { params: { current }, body: { automatic: true } });
  invalidate(ratesKey);
}

/**
 * The refusal of a value too far from the last automatic rate: a 422 that asks for `confirm`.
 * Any other 422 (a value the schema refuses) is shown under the field.
 */
export function needsConfirmation(error: unknown): boolean {
  const { status, fieldErrors } = asApiError(error);
  return status === 422 && fieldErrors.confirm !== undefined;
}
