import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../../http/endpoint.ts';
import type { PaymentOrders } from '../../plugin.ts';
import { withOrderId } from '../../return-address.ts';

const resultPage = (page: string, token: string | undefined) =>
  token ? withOrderId(page, token) : page;

/** Where PayPal sends the payer back: the capture, then the storefront's result pages. */
export const paypalRoutes =
  (
    orders: Pick<PaymentOrders, 'check' | 'mayAsk'>,
    resultPages: { success: string; failure: string },
  ): FastifyPluginAsync =>
  async (app) => {
    serve(app, 'GET /payment/paypal/return', async (request, reply) => {
      const { token } = request.query;
      // Past the client's gateway asks, no capture here: the result page checks (and says so).
      if (token && (await orders.mayAsk(request.ip))) {
        // Capturing here spares the payer a wait; the result page checks again anyway.
        await orders.check(token).catch((error: unknown) => {
          request.log.warn({ err: error }, 'PayPal return: not captured yet');
        });
      }
      return reply.redirect(resultPage(resultPages.success, token), 303);
    });

    serve(app, 'GET /payment/paypal/cancel', async (request, reply) =>
      reply.redirect(resultPage(resultPages.failure, request.query.token), 303),
    );
  };
