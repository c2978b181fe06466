import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../http/endpoint.ts';
import type { MailService } from './service.ts';

export const mailRoutes =
  (mail: MailService): FastifyPluginAsync =>
  async (app) => {
    serve(app, 'GET /mail/outbox', (request) =>
      mail.outbox.page(
        { page: request.query.page ?? 1, per_page: request.query.per_page ?? 20 },
        request.query.waiting === '1',
      ),
    );
    serve(app, 'POST /mail/outbox/retry', async () => {
      await mail.outbox.retryAll();
      return { message: 'Every waiting message will be sent shortly.' };
    });
  };
