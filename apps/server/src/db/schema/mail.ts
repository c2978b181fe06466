import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * E-mail waiting to go out. A message is written here in the transaction of the change it tells
 * about, and the sender takes it from here: a mail server that is down delays it, never loses it.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** What the message is about: `order-confirmation`, `order-new`, `order-status`, `message-new`. */
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: at('next_attempt_at').notNull().defaultNow(),
    sent_at: at('sent_at'),
    last_error: text('last_error').notNull().default(''),
    created_at: at('created_at').notNull().defaultNow(),
    /** The order the message tells about, for its timeline (issue 38); none: not an order's. */
    order_id: integer('order_id'),
  },
  (t) => [
    index('mail_outbox_order_idx')
      .on(t.order_id)
      .where(sql`${t.order_id} is not null`),
    index('mail_outbox_due_idx')
      .on(t.next_attempt_at)
      .where(sql`${t.sent_at} is null`),
  ],
);
