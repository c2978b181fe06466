import type { FastifyPluginAsync } from 'fastify';
import { staffOf } from '../../http/access.ts';
import { serve } from '../../http/endpoint.ts';
import type { OrderService } from './service.ts';

/** Issue 38: the staff's order page, notes, sending with tracking, taking back; carriers. */
export const fulfilmentRoutes =
  (orders: OrderService): FastifyPluginAsync =>
  async (app) => {
    const { fulfilment, carriers } = orders;

    serve(app, 'GET /payment/orders/:id/view', async (request) => ({
      data: await fulfilment.view(request.params.id),
    }));

    serve(app, 'POST /payment/orders/:id/notes', async (request, reply) =>
      reply.code(201).send({
        data: await fulfilment.addNote(request.params.id, request.body.text, staffOf(request)),
      }),
    );

    serve(app, 'POST /payment/orders/:id/ship', async (request) => ({
      data: await fulfilment.ship(request.params.id, request.body, staffOf(request)),
    }));

    serve(app, 'POST /payment/orders/:id/deliver', async (request) => ({
      data: await fulfilment.deliver(request.params.id, staffOf(request)),
    }));

    serve(app, 'POST /payment/orders/:id/undo', async (request) => ({
      data: await fulfilment.undo(request.params.id, staffOf(request)),
    }));

    serve(app, 'GET /payment/carriers', async () => ({ data: await carriers.list() }));

    serve(app, 'POST /payment/carriers', async (request, reply) =>
      reply.code(201).send({ data: await carriers.create(request.body) }),
    );

    serve(app, 'PUT /payment/carriers/:id', async (request) => ({
      data: await carriers.update(request.params.id, request.body),
    }));

    serve(app, 'DELETE /payment/carriers/:id', async (request) => {
      await carriers.remove(request.params.id);
      return { message: 'Carrier deleted' };
    });
  };
