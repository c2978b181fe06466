import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../http/endpoint.ts';
import type { ContactService } from './contacts.ts';
import type { FaqService } from './faqs.ts';
import type { SocialLinkService } from './social-links.ts';

export const faqRoutes =
  (faqs: FaqService): FastifyPluginAsync =>
  async (app) => {
    serve(app, 'GET /faqs', () => faqs.list());
    serve(app, 'POST /faqs', async (request, reply) =>
      reply.code(201).send({ faq: await faqs.create(request.body) }),
    );
    serve(app, 'PUT /faqs/:id', async (request) => ({
      faq: await faqs.update(request.params.id, request.body),
    }));
    serve(app, 'DELETE /faqs/:id', async (request) => {
      await faqs.remove(request.params.id);
      return { message: 'FAQ deleted.' };
    });
  };

export const contactRoutes =
  (contacts: ContactService): FastifyPluginAsync =>
  async (app) => {
    serve(app, 'GET /contacts/first', () => contacts.first());
    serve(app, 'PUT /contacts/:id', (request) => contacts.update(request.params.id, request.body));
  };

export const socialLinkRoutes =
  (links: SocialLinkService): FastifyPluginAsync =>
  async (app) => {
    serve(app, 'GET /social-links', async () => ({ data: await links.get() }));
    serve(app, 'PUT /social-links', async (request) => ({
      data: await links.save(request.body),
    }));
  };
