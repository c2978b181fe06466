import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  access,
  contact,
  contactBody,
  errorBody,
  faq,
  faqBody,
  idParam,
  socialLinks,
  socialLinksBody,
  messageAnswer,
} from '@voski/contract';
import type { ContactService } from './contacts.ts';
import type { FaqService } from './faqs.ts';
import type { SocialLinkService } from './social-links.ts';

export const faqRoutes =
  (faqs: FaqService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['faqs'];
    app.get('/faqs', {
      config: { access: access.public },
      schema: { tags, summary: 'All FAQs', response: { 200: z.array(faq) } },
      handler: () => faqs.list(),
    });
    app.post('/faqs', {
      config: { access: access.catalogWrite },
      schema: {
        tags,
        summary: 'Add a FAQ',
        body: faqBody,
        response: { 201: z.object({ faq }), 422: errorBody },
      },
      handler: async (request, reply) =>
        reply.code(201).send({ faq: await faqs.create(request.body) }),
    });
    app.put('/faqs/:id', {
      config: { access: access.catalogWrite },
      schema: {
        tags,
        summary: 'Change a FAQ',
        params: idParam,
        body: faqBody,
        response: { 200: z.object({ faq }), 404: errorBody, 422: errorBody },
      },
      handler: async (request) => ({ faq: await faqs.update(request.params.id, request.body) }),
    });
    app.delete('/faqs/:id', {
      config: { access: access.catalogWrite },
      schema: {
        tags,
        summary: 'Delete a FAQ',
        params: idParam,
        response: { 200: messageAnswer, 404: errorBody },
      },
      handler: async (request) => {
        await faqs.remove(request.params.id);
        return { message: 'FAQ deleted.' };
      },
    });
  };

export const contactRoutes =
  (contacts: ContactService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['contacts'];
    app.get('/contacts/first', {
      config: { access: access.public },
      schema: { tags, summary: "The shop's contact information", response: { 200: contact } },
      handler: () => contacts.first(),
    });
    app.put('/contacts/:id', {
      config: { access: access.catalogWrite },
      schema: {
        tags,
        summary: "Change the shop's contact information",
        params: idParam,
        body: contactBody,
        response: { 200: contact, 404: errorBody, 422: errorBody },
      },
      handler: (request) => contacts.update(request.params.id, request.body),
    });
  };

/** **Beyond**: the shop's social pages, kept by the staff who keep the contact information. */
export const socialLinkRoutes =
  (links: SocialLinkService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['contacts'];
    app.get('/social-links', {
      config: { access: access.public },
      schema: {
        tags,
        summary: "The shop's Instagram and Facebook pages ('' when not set)",
        response: { 200: z.object({ data: socialLinks }) },
      },
      handler: async () => ({ data: await links.get() }),
    });
    app.put('/social-links', {
      config: { access: access.catalogWrite },
      schema: {
        tags,
        summary: "Set the shop's Instagram and Facebook pages",
        description:
          'Each an https:// address on instagram.com or facebook.com, or empty to remove it.',
        body: socialLinksBody,
        response: { 200: z.object({ data: socialLinks }), 422: errorBody },
      },
      handler: async (request) => ({ data: await links.save(request.body) }),
    });
  };
