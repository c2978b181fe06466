import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/** AMD per gram of a metal at a fineness, as staff set it last. */
export const metalPrices = pgTable(
  'metal_prices',
  {
    metal: text('metal').notNull(),
    fineness: integer('fineness').notNull(),
    price_per_gram: integer('price_per_gram').notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.metal, t.fineness] })],
);

/** Every price per gram ever set, newest last. */
export const metalPriceHistory = pgTable(
  'metal_price_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    metal: text('metal').notNull(),
    fineness: integer('fineness').notNull(),
    price_per_gram: integer('price_per_gram').notNull(),
    changed_at: timestamp('changed_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    changed_by: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as it was, so the history still says who after the account is gone. */
    changed_by_name: text('changed_by_name'),
  },
  (t) => [index('metal_price_history_idx').on(t.metal, t.fineness, t.id)],
);
