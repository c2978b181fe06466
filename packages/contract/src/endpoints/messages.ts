import { z } from 'zod';
import { message, messageBody, messageStateBody, unreadMessages } from '../content.ts';
import { defineEndpoints, type Endpoint } from '../endpoint.ts';
import { errorBody, messageAnswer } from '../errors.ts';
import { idParam } from '../fields.ts';
import { paginationMeta, paginationQuery } from '../pagination.ts';
import { access } from '../roles.ts';

const tags = ['messages'];

const remove = {
  access: access.orderDesk,
  tags,
  summary: 'Delete a contact-form message',
  params: idParam,
  responses: { 200: messageAnswer, 404: errorBody },
} satisfies Endpoint;

export const messageEndpoints = defineEndpoints({
  'POST /messages': {
    access: access.public,
    tags,
    summary: 'Send a message through the contact form',
    body: messageBody,
    responses: { 201: messageAnswer, 422: errorBody, 429: errorBody },
  },
  'GET /messages': {
    access: access.orderDesk,
    tags,
    summary: 'Contact-form messages, newest first; ?page=&per_page= answers one page and meta',
    query: paginationQuery,
    responses: {
      200: z.union([z.array(message), z.object({ data: z.array(message), meta: paginationMeta })]),
      422: errorBody,
    },
  },
  'GET /messages/unread': {
    access: access.orderDesk,
    tags,
    summary: 'Beyond the contract: how many messages no staff member has marked read',
    responses: { 200: unreadMessages },
  },
  'PATCH /messages/:id': {
    access: access.orderDesk,
    tags,
    summary: 'Beyond the contract: mark a message read or unread, answered or not, for all staff',
    params: idParam,
    body: messageStateBody,
    responses: { 200: z.object({ data: message }), 404: errorBody, 422: errorBody },
  },
  'DELETE /messages/:id': remove,
  /** Older back-offices delete messages through the contacts path. */
  'DELETE /contacts/:id': remove,
});
