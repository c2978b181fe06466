import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access, AUDIT_PER_PAGE, auditPage, auditQuery, errorBody } from '@voski/contract';
import type { AuditService } from './service.ts';

export const auditRoutes =
  (audit: AuditService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/audit', {
      config: { access: access.users },
      schema: {
        tags: ['audit'],
        summary: 'The audit log: every staff change, newest first, a page at a time',
        description:
          'Who changed what and when, with each changed field before and after. ' +
          `Filters: entity, entity_id, actor_id, action. ${AUDIT_PER_PAGE} entries a page unless per_page says otherwise.`,
        querystring: auditQuery,
        response: { 200: auditPage, 422: errorBody },
      },
      handler: async (request) => {
        const { page = 1, per_page = AUDIT_PER_PAGE } = request.query;
        return audit.page(request.query, page, per_page);
      },
    });
  };
