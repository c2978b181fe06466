import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The built-in test gateway's payments, kept in the shop's database so that every instance
 * knows a payment any of them registered. `state` is the gateway's own record of it.
 */
export const testGatewayPayments = pgTable(
  'test_gateway_payments',
  {
    md_order: text('md_order').primaryKey(),
    order_number: text('order_number').notNull().unique(),
    registered_at: timestamp('registered_at', { withTimezone: true, mode: 'date' }).notNull(),
    state: jsonb('state').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [index('test_gateway_payments_registered_idx').on(t.registered_at)],
);
