import { z } from 'zod';
import { paginationMeta, paginationQuery } from './pagination.ts';

/** A message in the e-mail outbox, as Admins see it (the body is left out). */
export const outboxMail = z.object({
  id: z.number().int(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  attempts: z.number().int(),
  last_error: z.string(),
  next_attempt_at: z.string(),
  /** null while it waits. */
  sent_at: z.string().nullable(),
  created_at: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMail>;

export const outboxQuery = paginationQuery.extend({
  /** `1`: only the messages still waiting to go out. */
  waiting: z.enum(['0', '1']).optional(),
});

export const outboxPage = z.object({ data: z.array(outboxMail), meta: paginationMeta });
export type OutboxPage = z.infer<typeof outboxPage>;
