import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, rate } from '@voski/contract';
import type { RateService } from './service.ts';

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
  };
