import type { FastifyInstance, FastifyRequest } from 'fastify';
import { locales } from '@voski/contract/locales';
import {
  legacyStorefrontPaths,
  localePrefix,
  storefrontPages,
} from '@voski/contract/storefront-urls';

const queryOf = (request: FastifyRequest) => {
  const at = request.url.indexOf('?');
  return at < 0 ? '' : request.url.slice(at);
};

/**
 * The original storefront's addresses in every locale: a permanent redirect to the page that
 * replaced each (query kept). Its payment return page is the orders module's
 * (orders/legacy-return-page.ts).
 */
export function registerLegacyPages(app: FastifyInstance): void {
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
  }
}
