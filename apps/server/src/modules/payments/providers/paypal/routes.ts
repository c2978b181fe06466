import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '@voski/contract';
import type { PaymentOrders } from '../../plugin.ts';
import { withOrderId } from '../../return-address.ts';

const returnQuery = z.object({ token: z.string().max(200).optional() });

const resultPage = (page: string, token: string | undefined) =>
  token ? withOrderId(page, token) : page;

/** Where PayPal sends the payer back: the capture, then the storefront's result pages. */
export const paypalRoutes =
  (
    orders: Pick<PaymentOrders, 'check' | 'mayAsk'>,
    resultPages: { success: string; failure: string },
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['orders'];

    app.get('/payment/paypal/return', {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'PayPal sends the payer back here: capture, then the result page',
        querystring: returnQuery,
      },
      handler: async (request, reply) => {
        const { token } = request.query;
        // Past the client's gateway asks, no capture here: the result page checks (and says so).
        if (token && (await orders.mayAsk(request.ip))) {
          // Capturing here spares the payer a wait; the result page checks again anyway.
          await orders.check(token).catch((error: unknown) => {
            request.log.warn({ err: error }, 'PayPal return: not captured yet');
          });
        }
        return reply.redirect(resultPage(resultPages.success, token), 303);
      },
    });

    app.get('/payment/paypal/cancel', {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'PayPal sends a payer who cancelled here: the failure page',
        querystring: returnQuery,
      },
      handler: async (request, reply) =>
        reply.redirect(resultPage(resultPages.failure, request.query.token), 303),
    });
  };
