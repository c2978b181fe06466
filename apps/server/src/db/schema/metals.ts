import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { timestamps } from './columns.ts';

/**
 * The metal kinds staff keep: products name one by `key` (`products.metal_kind`) and carry its
 * names as their metal texts; prices per gram are set per kind and fineness.
 */
export const metals = pgTable(
  'metals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Never changes: products, prices and their history name the kind by it. */
    key: text('key').notNull(),
    name: text('name').notNull(),
    name_en: text('name_en').notNull(),
    name_ru: text('name_ru').notNull(),
    /** Parts per thousand, smallest first. */
    finenesses: integer('finenesses').array().notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('metals_key_idx').on(t.key),
    // A name means one kind in each language: old clients' texts and the filter pick by it.
    uniqueIndex('metals_name_idx').on(sql`lower(${t.name})`),
    uniqueIndex('metals_name_en_idx').on(sql`lower(${t.name_en})`),
    uniqueIndex('metals_name_ru_idx').on(sql`lower(${t.name_ru})`),
  ],
);

/** AMD per gram of a metal at a fineness, as staff set it last. */
export const metalPrices = pgTable(
  'metal_prices',
  {
    metal: text('metal')
      .notNull()
      .references(() => metals.key, { onDelete: 'cascade' }),
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
