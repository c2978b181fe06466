import type { FastifyPluginAsync } from 'fastify';
import { RATE_HISTORY_MAX } from '@voski/contract';
import { serve } from '../../http/endpoint.ts';
import type { RateService } from './service.ts';

export const rateRoutes =
  (rates: RateService): FastifyPluginAsync =>
  async (app) => {
    serve(app, 'GET /rates', async () => ({ data: await rates.list() }));
    serve(app, 'GET /rates/details', async () => ({ data: await rates.details() }));
    serve(app, 'GET /rates/:current/history', async (request) => ({
      data: await rates.history(request.params.current, request.query.limit ?? RATE_HISTORY_MAX),
    }));
    serve(app, 'PUT /rates/:current', async (request) => {
      const { current } = request.params;
      const body = request.body;
      if ('value' in body) await rates.setManual(current, body.value, body.confirm === true);
      else {
        await rates.setAutomatic(current);
        await rates.refresh();
      }
      return { data: await rates.list() };
    });
  };
