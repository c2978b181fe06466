import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { orders } from './orders.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Sales (automatic) and discount codes (issue 37). */
export const promotions = pgTable(
  'promotions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    name_en: text('name_en').notNull(),
    name_ru: text('name_ru').notNull(),
    /** percent | amount | making_percent */
    kind: text('kind').notNull(),
    value: integer('value').notNull(),
    applies_to_all: boolean('applies_to_all').notNull().default(false),
    category_ids: integer('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    product_ids: integer('product_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** A metal kind's code, and optionally one fineness of it. */
    metal_kind: text('metal_kind'),
    fineness: integer('fineness'),
    starts_at: at('starts_at'),
    /** The first moment it no longer runs. */
    ends_at: at('ends_at'),
    paused: boolean('paused').notNull().default(false),
    /** Upper-case; null: applied automatically. */
    code: text('code'),
    min_basket: bigint('min_basket', { mode: 'number' }),
    usage_limit: integer('usage_limit'),
    usage_limit_per_email: integer('usage_limit_per_email'),
    /** A code's free delivery: to these zones (none: every zone), from this basket (AMD). */
    free_delivery: boolean('free_delivery').notNull().default(false),
    free_delivery_zones: text('free_delivery_zones')
      .array()
      .notNull()
      .default(sql`'{}'`),
    free_delivery_over: bigint('free_delivery_over', { mode: 'number' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('promotions_code_idx').on(t.code)],
);

/**
 * Each promotion an order used, with what it took off: the usage limits count the ones not
 * released (an order that is cancelled, declined or expires gives its uses back).
 */
export const promotionUses = pgTable(
  'promotion_uses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    promotion_id: integer('promotion_id')
      .notNull()
      // Orders keep their own discount lines: a promotion deleted takes only its counts along.
      .references(() => promotions.id, { onDelete: 'cascade' }),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    code: text('code'),
    /** Lower-cased, as the limit per e-mail counts. */
    email: text('email').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    released_at: at('released_at'),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('promotion_uses_open_idx')
      .on(t.promotion_id, t.email)
      .where(sql`${t.released_at} is null`),
    index('promotion_uses_order_idx').on(t.order_id),
  ],
);
