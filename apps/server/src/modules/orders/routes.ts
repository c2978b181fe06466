import type { FastifyPluginAsync } from 'fastify';
import { requestedPage, type PaymentMethods } from '@voski/contract';
import { staffOf } from '../../http/access.ts';
import { bodyLimits } from '../../http/body-limits.ts';
import { serve } from '../../http/endpoint.ts';
import { linkFor, rememberPlaced } from './placing-browser.ts';
import type { OrderService } from './service.ts';

export const orderRoutes =
  (orders: OrderService, methods: () => PaymentMethods['data']): FastifyPluginAsync =>
  async (app) => {
    serve(
      app,
      'POST /payment/signIn',
      async (request, reply) => {
        const placed = await orders.placing.place(
          request.body,
          request.headers['idempotency-key'],
          request.ip,
        );
        if (placed.placerLink) rememberPlaced(request, reply, placed.placerLink);
        return reply.code(placed.created ? 201 : 200).send(placed.body);
      },
      { bodyLimit: bodyLimits.order },
    );

    serve(
      app,
      'POST /payment/check',
      async (request) => {
        await orders.checks.take(request.ip);
        const answer = await orders.settlement.check(request.body.orderId);
        return { ...answer, order_token: linkFor(request, answer.order_token) };
      },
      { bodyLimit: bodyLimits.paymentCheck },
    );

    serve(app, 'GET /payment/orders', (request) => {
      const { query } = request;
      // Unknown parameters are dropped by the schema: only known ones ask for a page.
      if (Object.keys(query).length === 0) return orders.desk.list();
      return orders.desk.page(query, requestedPage(query) ?? { page: 1, per_page: 20 });
    });

    serve(app, 'GET /payment/orders/stats', (request) => orders.desk.stats(request.query));

    serve(app, 'POST /payment/filter', (request) => orders.desk.filter(request.body));

    serve(app, 'GET /payment/doneOrInProgress/:id/:done', (request) =>
      orders.desk.advance(request.params.id, request.params.done, staffOf(request)),
    );

    serve(app, 'GET /payment/orders/:id', async (request) => ({
      data: await orders.desk.get(request.params.id),
    }));

    serve(app, 'GET /payment/orders/:id/history', async (request) => ({
      data: await orders.desk.history(request.params.id),
    }));

    serve(app, 'POST /payment/orders/:id/cancel', async (request) => ({
      data: await orders.desk.cancel(request.params.id, staffOf(request)),
    }));

    serve(app, 'GET /payment/delivery', async () => ({ data: await orders.fees.list() }));

    serve(app, 'GET /payment/methods', () => ({ data: methods() }));

    serve(app, 'POST /payment/quote', (request) => orders.quote(request.body), {
      bodyLimit: bodyLimits.order,
    });

    serve(app, 'GET /payment/zones', async () => ({ data: await orders.fees.zones() }));

    serve(app, 'PUT /payment/zones', async (request) => ({
      data: await orders.fees.setZones(request.body.zones),
    }));

    serve(app, 'POST /payment/zones', async (request, reply) =>
      reply.code(201).send({ data: await orders.fees.add(request.body) }),
    );

    serve(app, 'PUT /payment/zones/:zone', async (request) => ({
      data: await orders.fees.update(request.params.zone, request.body),
    }));

    serve(app, 'DELETE /payment/zones/:zone', async (request) => {
      await orders.fees.remove(request.params.zone);
      return { message: 'Delivery zone deleted.' };
    });

    serve(app, 'GET /payment/pickup-points', async () => ({ data: await orders.pickup.list() }));

    serve(app, 'PUT /payment/pickup-points', async (request) => ({
      data: await orders.pickup.set(request.body.points),
    }));

    serve(app, 'GET /payment/order/:token', async (request) => ({
      data: await orders.customers.get(request.params.token),
    }));

    serve(app, 'POST /payment/order/:token/cancel', async (request) => ({
      data: await orders.customers.cancel(request.params.token),
    }));

    serve(app, 'POST /payment/order/:token/extend', (request) =>
      orders.holds.extend(request.params.token),
    );

    serve(app, 'GET /payment/holds', async () => ({ data: await orders.holds.list() }));

    serve(app, 'POST /payment/holds/:id/release', async (request) => {
      await orders.holds.release(request.params.id);
      return { data: await orders.desk.get(request.params.id) };
    });

    serve(app, 'PUT /payment/delivery', async (request) => ({
      data: await orders.fees.set(request.body.fees),
    }));
  };
