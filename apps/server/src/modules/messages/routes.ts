import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  access,
  errorBody,
  idParam,
  message,
  messageBody,
  messageStateBody,
  paginationMeta,
  paginationQuery,
  requestedPage,
  unreadMessages,
  messageAnswer,
} from '@voski/contract';
import { bodyLimits } from '../../http/body-limits.ts';
import type { MessageService } from './service.ts';

const SENT = 'Thank you! Your message has been sent.';

export const messageRoutes =
  (messages: MessageService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['messages'];
    app.post('/messages', {
      config: { access: access.public },
      bodyLimit: bodyLimits.message,
      schema: {
        tags,
        summary: 'Send a message through the contact form',
        body: messageBody,
        response: { 201: messageAnswer, 422: errorBody, 429: errorBody },
      },
      handler: async (request, reply) => {
        await messages.send(request.body, request.ip);
        return reply.code(201).send({ message: SENT });
      },
    });
    app.get('/messages', {
      config: { access: access.orderDesk },
      schema: {
        tags,
        summary: 'Contact-form messages, newest first; ?page=&per_page= answers one page and meta',
        querystring: paginationQuery,
        response: {
          200: z.union([
            z.array(message),
            z.object({ data: z.array(message), meta: paginationMeta }),
          ]),
          422: errorBody,
        },
      },
      handler: (request) => {
        const page = requestedPage(request.query);
        return page ? messages.page(page) : messages.list();
      },
    });
    app.get('/messages/unread', {
      config: { access: access.orderDesk },
      schema: {
        tags,
        summary: 'Beyond the contract: how many messages no staff member has marked read',
        response: { 200: unreadMessages },
      },
      handler: async () => ({ unread: await messages.unread() }),
    });
    app.patch('/messages/:id', {
      config: { access: access.orderDesk },
      schema: {
        tags,
        summary:
          'Beyond the contract: mark a message read or unread, answered or not, for all staff',
        params: idParam,
        body: messageStateBody,
        response: { 200: z.object({ data: message }), 404: errorBody, 422: errorBody },
      },
      handler: async (request) => ({
        data: await messages.setState(request.params.id, request.body),
      }),
    });
    const remove = {
      config: { access: access.orderDesk },
      schema: {
        tags,
        summary: 'Delete a contact-form message',
        params: idParam,
        response: { 200: messageAnswer, 404: errorBody },
      },
      handler: async (request: { params: { id: number } }) => {
        await messages.remove(request.params.id);
        return { message: 'Message deleted.' };
      },
    };
    app.delete('/messages/:id', remove);
    // Older back-offices delete messages through the contacts path.
    app.delete('/contacts/:id', remove);
  };
