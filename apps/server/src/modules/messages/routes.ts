import type { FastifyPluginAsync } from 'fastify';
import { requestedPage } from '@voski/contract';
import { serve } from '../../http/endpoint.ts';
import { bodyLimits } from '../../http/body-limits.ts';
import type { MessageService } from './service.ts';

const SENT = 'Thank you! Your message has been sent.';

export const messageRoutes =
  (messages: MessageService): FastifyPluginAsync =>
  async (app) => {
    serve(
      app,
      'POST /messages',
      async (request, reply) => {
        await messages.send(request.body, request.ip);
        return reply.code(201).send({ message: SENT });
      },
      { bodyLimit: bodyLimits.message },
    );
    serve(app, 'GET /messages', (request) => {
      const page = requestedPage(request.query);
      return page ? messages.page(page) : messages.list();
    });
    serve(app, 'GET /messages/unread', async () => ({ unread: await messages.unread() }));
    serve(app, 'PATCH /messages/:id', async (request) => ({
      data: await messages.setState(request.params.id, request.body),
    }));
    const remove = async (request: { params: { id: number } }) => {
      await messages.remove(request.params.id);
      return { message: 'Message deleted.' };
    };
    serve(app, 'DELETE /messages/:id', remove);
    // Older back-offices delete messages through the contacts path.
    serve(app, 'DELETE /contacts/:id', remove);
  };
