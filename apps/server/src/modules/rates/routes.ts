import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  access,
  errorBody,
  foreignCurrencies,
  optionalInt,
  rate,
  RATE_HISTORY_MAX,
  rateHistoryEntry,
  rateRecord,
  rateUpdateBody,
} from '@voski/contract';
import type { RateService } from './service.ts';

const currencyParam = z.object({ current: z.enum(foreignCurrencies) });

export const rateRoutes =
  (rates: RateService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/rates', {
      config: { access: access.public },
      schema: {
        tags: ['rates'],
        summary: 'Exchange rates: AMD per unit of each currency',
        response: { 200: z.object({ data: z.array(rate) }) },
      },
      handler: async () => ({ data: await rates.list() }),
    });

    app.get('/rates/details', {
      config: { access: access.catalogWrite },
      schema: {
        tags: ['rates'],
        summary: 'Rates with their source (manual or cba) and last change',
        response: { 200: z.object({ data: z.array(rateRecord) }) },
      },
      handler: async () => ({ data: await rates.details() }),
    });

    app.get('/rates/:current/history', {
      config: { access: access.catalogWrite },
      schema: {
        tags: ['rates'],
        summary: 'The dated history of a rate: its latest entries, oldest first',
        params: currencyParam,
        querystring: z.object({
          limit: optionalInt('limit', 1, RATE_HISTORY_MAX).describe(
            `how many of the latest entries, at most ${RATE_HISTORY_MAX} (the default)`,
          ),
        }),
        response: {
          200: z.object({ data: z.array(rateHistoryEntry) }),
        },
      },
      handler: async (request) => ({
        data: await rates.history(request.params.current, request.query.limit ?? RATE_HISTORY_MAX),
      }),
    });

    app.put('/rates/:current', {
      config: { access: access.rates },
      schema: {
        tags: ['rates'],
        summary: 'Set a rate by hand, or hand it back to the central bank',
        params: currencyParam,
        body: rateUpdateBody,
        response: { 200: z.object({ data: z.array(rate) }), 422: errorBody },
      },
      handler: async (request) => {
        const { current } = request.params;
        const body = request.body;
        if ('value' in body) await rates.setManual(current, body.value, body.confirm === true);
        else {
          await rates.setAutomatic(current);
          await rates.refresh();
        }
        return { data: await rates.list() };
      },
    });
  };
