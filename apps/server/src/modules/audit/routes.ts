import type { FastifyPluginAsync } from 'fastify';
import { AUDIT_PER_PAGE } from '@voski/contract';
import { serve } from '../../http/endpoint.ts';
import type { AuditService } from './service.ts';

export const auditRoutes =
  (audit: AuditService): FastifyPluginAsync =>
  async (app) => {
    serve(app, 'GET /audit', (request) => {
      const { page = 1, per_page = AUDIT_PER_PAGE } = request.query;
      return audit.page(request.query, page, per_page);
    });
  };
