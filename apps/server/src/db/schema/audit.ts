import { index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * Every staff change, appended and never altered (a trigger refuses updates and deletes):
 * who, when, which record, and each changed field's value before and after.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    actor_id: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as they were, so the entry still says who after the account is gone. */
    actor_name: text('actor_name').notNull(),
    actor_role: smallint('actor_role').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entity_id: text('entity_id'),
    /** `{field: {from, to}}` for the fields that changed. */
    changes: jsonb('changes').$type<Record<string, { from: unknown; to: unknown }>>().notNull(),
    route: text('route').notNull(),
  },
  (t) => [
    // The log is read newest first by id (the primary key), optionally for one kind of record.
    index('audit_log_entity_kind_idx').on(t.entity, t.id),
    index('audit_log_entity_idx').on(t.entity, t.entity_id, t.id),
    index('audit_log_actor_idx').on(t.actor_id, t.id),
  ],
);
