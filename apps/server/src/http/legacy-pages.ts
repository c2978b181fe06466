import type { FastifyInstance, FastifyRequest } from 'fastify';
import { locales } from '@voski/contract/locales';
import {
  legacyStorefrontPaths,
  localePrefix,
  storefrontPages,
} from '@voski/contract/storefront-urls';
import type { OrderService } from '../modules/orders/service.ts';
import { withOrderId } from '../modules/payments/return-address.ts';

const queryOf = (request: FastifyRequest) => {
  const at = request.url.indexOf('?');
  return at < 0 ? '' : request.url.slice(at);
};

/**
 * The original storefront's addresses in every locale: a permanent redirect to the page that
 * replaced each (query kept), and its payment return page, which asks the gateway and sends the
 * payer on to the success or the failure page.
 */
export function registerLegacyPages(app: FastifyInstance, orders: OrderService): void {
  for (const locale of locales) {
    const prefix = localePrefix(locale);
    for (const [old, page] of Object.entries(legacyStorefrontPaths)) {
      const target = storefrontPages[page].path;
      app.get(`${prefix}${old}`, { schema: { hide: true } }, (request, reply) => {
        const { id } = request.params as { id?: string };
        const path = id === undefined ? target : target.replace(':id', encodeURIComponent(id));
        return reply.redirect(
          `${prefix}${path === '/' && prefix ? '' : path}${queryOf(request)}`,
          301,
        );
      });
    }
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
