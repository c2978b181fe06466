import { defineEndpoints } from '../endpoint.ts';
import { errorBody, messageAnswer } from '../errors.ts';
import { outboxPage, outboxQuery } from '../mail.ts';
import { access } from '../roles.ts';

const tags = ['mail'];

export const mailEndpoints = defineEndpoints({
  'GET /mail/outbox': {
    access: access.users,
    tags,
    summary: 'The e-mail outbox, newest first: sent, and waiting with their tries and errors',
    description:
      'Messages are queued with the change they tell about and sent in the background; one ' +
      'the mail server refused is tried again after 30 s, doubling up to an hour.',
    query: outboxQuery,
    responses: { 200: outboxPage, 422: errorBody },
  },
  'POST /mail/outbox/retry': {
    access: access.users,
    tags,
    summary: 'Make every waiting message due now (after the mail server is back)',
    responses: { 200: messageAnswer },
  },
});
