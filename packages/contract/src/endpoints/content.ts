import { z } from 'zod';
import {
  contact,
  contactBody,
  faq,
  faqBody,
  returnPolicy,
  returnPolicyBody,
  socialLinks,
  socialLinksBody,
} from '../content.ts';
import { defineEndpoints } from '../endpoint.ts';
import { errorBody, messageAnswer } from '../errors.ts';
import { idParam } from '../fields.ts';
import { access } from '../roles.ts';

const faqs = ['faqs'];
const contacts = ['contacts'];
const pages = ['pages'];

export const contentEndpoints = defineEndpoints({
  'GET /faqs': {
    access: access.public,
    tags: faqs,
    summary: 'All FAQs',
    responses: { 200: z.array(faq) },
  },
  'POST /faqs': {
    access: access.catalogWrite,
    tags: faqs,
    summary: 'Add a FAQ',
    body: faqBody,
    responses: { 201: z.object({ faq }), 422: errorBody },
  },
  'PUT /faqs/:id': {
    access: access.catalogWrite,
    tags: faqs,
    summary: 'Change a FAQ',
    params: idParam,
    body: faqBody,
    responses: { 200: z.object({ faq }), 404: errorBody, 422: errorBody },
  },
  'DELETE /faqs/:id': {
    access: access.catalogWrite,
    tags: faqs,
    summary: 'Delete a FAQ',
    params: idParam,
    responses: { 200: messageAnswer, 404: errorBody },
  },

  'GET /contacts/first': {
    access: access.public,
    tags: contacts,
    summary: "The shop's contact information",
    responses: { 200: contact },
  },
  'PUT /contacts/:id': {
    access: access.catalogWrite,
    tags: contacts,
    summary: "Change the shop's contact information",
    params: idParam,
    body: contactBody,
    responses: { 200: contact, 404: errorBody, 422: errorBody },
  },

  /** **Beyond**: the shop's social pages, kept by the staff who keep the contact information. */
  'GET /social-links': {
    access: access.public,
    tags: contacts,
    summary: "The shop's Instagram and Facebook pages ('' when not set)",
    responses: { 200: z.object({ data: socialLinks }) },
  },
  'PUT /social-links': {
    access: access.catalogWrite,
    tags: contacts,
    summary: "Set the shop's Instagram and Facebook pages",
    description:
      'Each an https:// address on instagram.com or facebook.com, or empty to remove it.',
    body: socialLinksBody,
    responses: { 200: z.object({ data: socialLinks }), 422: errorBody },
  },

  /** **Beyond** (issue 39): the return policy, edited by the staff who keep the about page. */
  'GET /return-policy': {
    access: access.public,
    tags: pages,
    summary: "The shop's return policy in each language (sanitized HTML)",
    responses: { 200: z.object({ data: returnPolicy }) },
  },
  'PUT /return-policy': {
    access: access.catalogWrite,
    tags: pages,
    summary: 'Change the return policy',
    description:
      'Each language required: rich text, sanitized as blog posts are (no scripts, styles or ' +
      'event handlers); a text that holds no words once sanitized is refused.',
    body: returnPolicyBody,
    responses: { 200: z.object({ data: returnPolicy }), 422: errorBody },
  },
});
