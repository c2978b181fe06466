import type { FastifyInstance } from 'fastify';
import { locales } from '@voski/contract/locales';
import { localePrefix, storefrontPages } from '@voski/contract/storefront-urls';
import { withOrderId } from '../payments/return-address.ts';
import type { OrderService } from './service.ts';

/**
 * The original storefront's payment return page, in every locale: it asks the gateway and sends
 * the payer on to the success or the failure page.
 */
export function registerLegacyReturnPage(app: FastifyInstance, orders: OrderService): void {
  for (const locale of locales) {
    const prefix = localePrefix(locale);
    app.get(`${prefix}/payment/returnUrl`, { schema: { hide: true } }, async (request, reply) => {
      const { orderId } = request.query as { orderId?: unknown };
      const page = (name: 'payment-success' | 'payment-failure') =>
        `${prefix}${storefrontPages[name].path}`;
      if (typeof orderId !== 'string' || orderId === '') {
        return reply.redirect(page('payment-failure'), 303);
      }
      // Past the client's gateway asks: the success page, which checks for itself (and says so).
      if (!(await orders.checks.allows(request.ip))) {
        return reply.redirect(withOrderId(page('payment-success'), orderId), 303);
      }
      // Paid or still pending: the success page, which checks again and says which. When the
      // gateway cannot be asked now, that page's own checks (and its retry) tell the truth too.
      const failed = await orders.settlement.check(orderId).then(
        (answer) => answer.payment_status !== 'paid' && answer.payment_status !== 'pending',
        (error: unknown) => {
          request.log.warn({ err: error }, 'old return page: payment not checked');
          return false;
        },
      );
      const landed = failed ? 'payment-failure' : 'payment-success';
      return reply.redirect(withOrderId(page(landed), orderId), 303);
    });
  }
}
