import type { FastifyPluginAsync } from 'fastify';
import { PROMOTIONS_PER_PAGE } from '@voski/contract';
import { serve } from '../../http/endpoint.ts';
import type { PromotionService } from './service.ts';

export const promotionRoutes =
  (promotions: PromotionService): FastifyPluginAsync =>
  async (app) => {
    serve(app, 'GET /promotions', async (request) => {
      const { page = 1, per_page = PROMOTIONS_PER_PAGE, state } = request.query;
      const { data, total } = await promotions.list({ page, per_page, state });
      return { data, meta: { page, per_page, total } };
    });
    serve(app, 'GET /promotions/:id', async (request) => ({
      data: await promotions.get(request.params.id),
    }));
    serve(app, 'POST /promotions', async (request, reply) =>
      reply.code(201).send({ data: await promotions.create(request.body) }),
    );
    serve(app, 'PUT /promotions/:id', async (request) => ({
      data: await promotions.update(request.params.id, request.body),
    }));
    serve(app, 'DELETE /promotions/:id', async (request) => {
      await promotions.delete(request.params.id);
      return { message: 'Promotion deleted' };
    });
  };
