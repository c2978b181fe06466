import { integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

/** AMD per unit of a currency; AMD itself is always 1. */
export const rates = pgTable('rates', {
  current: text('current').primaryKey(),
  value: numeric('value', { precision: 14, scale: 6, mode: 'number' }).notNull(),
  source: text('source').notNull().default('manual'),
  ...timestamps,
});

export const contacts = pgTable('contacts', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  email: text('email').notNull().default(''),
  phone: text('phone').notNull().default(''),
  /** A JSON string of `[{address}]`, as the contract keeps it. */
  addresses: text('addresses').notNull().default('[]'),
  /** The same for the English and Russian pages; `[]` shows the Armenian ones there. */
  addresses_en: text('addresses_en').notNull().default('[]'),
  addresses_ru: text('addresses_ru').notNull().default('[]'),
  ...timestamps,
});
