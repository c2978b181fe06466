import type { FastifyPluginAsync } from 'fastify';
import { METAL_MISMATCHES_PER_PAGE, METAL_PRICE_HISTORY_PER_PAGE } from '@voski/contract';
import { serve } from '../../http/endpoint.ts';
import type { MetalKindService } from './kinds.ts';
import type { MetalPriceService } from './prices.ts';

export const metalKindRoutes =
  (kinds: MetalKindService): FastifyPluginAsync =>
  async (app) => {
    serve(app, 'GET /metals', async () => ({ data: await kinds.list() }));
    serve(app, 'GET /metals/mismatches', (request) => {
      const { page = 1, per_page = METAL_MISMATCHES_PER_PAGE } = request.query;
      return kinds.mismatches(page, per_page);
    });
    serve(app, 'POST /metals', async (request, reply) =>
      reply.code(201).send({ data: await kinds.create(request.body) }),
    );
    serve(app, 'PUT /metals/:id', async (request) => ({
      data: await kinds.update(request.params.id, request.body),
    }));
    serve(app, 'DELETE /metals/:id', async (request) => {
      await kinds.delete(request.params.id);
      return { message: 'Metal kind deleted' };
    });
  };

export const metalPriceRoutes =
  (prices: MetalPriceService): FastifyPluginAsync =>
  async (app) => {
    serve(app, 'GET /metal-prices', () => prices.list());
    serve(app, 'PUT /metal-prices', async (request) => {
      const { price, repriced } = await prices.set(request.body, request.staff!);
      return { data: price, repriced };
    });
    serve(app, 'GET /metal-prices/history', async (request) => {
      const { page = 1, per_page = METAL_PRICE_HISTORY_PER_PAGE, metal, fineness } = request.query;
      const { data, total } = await prices.history(page, per_page, { metal, fineness });
      return { data, meta: { page, per_page, total } };
    });
  };
