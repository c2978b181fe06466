import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access, errorBody, outboxPage, outboxQuery, messageAnswer } from '@voski/contract';
import type { MailService } from './service.ts';

export const mailRoutes =
  (mail: MailService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['mail'];
    app.get('/mail/outbox', {
      config: { access: access.users },
      schema: {
        tags,
        summary: 'The e-mail outbox, newest first: sent, and waiting with their tries and errors',
        description:
          'Messages are queued with the change they tell about and sent in the background; one ' +
          'the mail server refused is tried again after 30 s, doubling up to an hour.',
        querystring: outboxQuery,
        response: { 200: outboxPage, 422: errorBody },
      },
      handler: (request) =>
        mail.outbox.page(
          { page: request.query.page ?? 1, per_page: request.query.per_page ?? 20 },
          request.query.waiting === '1',
        ),
    });
    app.post('/mail/outbox/retry', {
      config: { access: access.users },
      schema: {
        tags,
        summary: 'Make every waiting message due now (after the mail server is back)',
        response: { 200: messageAnswer },
      },
      handler: async () => {
        await mail.outbox.retryAll();
        return { message: 'Every waiting message will be sent shortly.' };
      },
    });
  };
