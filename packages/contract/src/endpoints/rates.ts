import { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
import { errorBody } from '../errors.ts';
import { optionalInt } from '../fields.ts';
import {
  foreignCurrencies,
  rate,
  RATE_HISTORY_MAX,
  rateHistoryEntry,
  rateRecord,
  rateUpdateBody,
} from '../rates.ts';
import { access } from '../roles.ts';

const tags = ['rates'];
const currencyParam = z.object({ current: z.enum(foreignCurrencies) });

export const rateEndpoints = defineEndpoints({
  'GET /rates': {
    access: access.public,
    tags,
    summary: 'Exchange rates: AMD per unit of each currency',
    responses: { 200: z.object({ data: z.array(rate) }) },
  },
  'GET /rates/details': {
    access: access.catalogWrite,
    tags,
    summary: 'Rates with their source (manual or cba) and last change',
    responses: { 200: z.object({ data: z.array(rateRecord) }) },
  },
  'GET /rates/:current/history': {
    access: access.catalogWrite,
    tags,
    summary: 'The dated history of a rate: its latest entries, oldest first',
    params: currencyParam,
    query: z.object({
      limit: optionalInt('limit', 1, RATE_HISTORY_MAX).describe(
        `how many of the latest entries, at most ${RATE_HISTORY_MAX} (the default)`,
      ),
    }),
    responses: { 200: z.object({ data: z.array(rateHistoryEntry) }) },
  },
  'PUT /rates/:current': {
    access: access.rates,
    tags,
    summary: 'Set a rate by hand, or hand it back to the central bank',
    params: currencyParam,
    body: rateUpdateBody,
    responses: { 200: z.object({ data: z.array(rate) }), 422: errorBody },
  },
});
