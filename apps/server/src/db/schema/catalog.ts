import {
  type AnyPgColumn,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    name_en: text('name_en').notNull().default(''),
    name_ru: text('name_ru').notNull().default(''),
    parent_id: integer('parent_id').references((): AnyPgColumn => categories.id, {
      onDelete: 'restrict',
    }),
    ...timestamps,
  },
  (t) => [index('categories_parent_idx').on(t.parent_id)],
);

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    title_en: text('title_en').notNull().default(''),
    title_ru: text('title_ru').notNull().default(''),
    model: text('model').notNull().default(''),
    weight: numeric('weight', { precision: 10, scale: 3, mode: 'number' }).notNull(),
    metal: text('metal').notNull().default(''),
    metal_en: text('metal_en').notNull().default(''),
    metal_ru: text('metal_ru').notNull().default(''),
    respect: integer('respect').notNull(),
    important: smallint('important').notNull().default(0),
    status: smallint('status').notNull().default(1),
    price: integer('price').notNull(),
    avatar: text('avatar'),
    blog_id: integer('blog_id'),
    ...timestamps,
  },
  (t) => [
    index('products_created_idx').on(t.created_at),
    index('products_important_idx').on(t.important, t.status),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    image: text('image').notNull(),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('product_images_product_idx').on(t.product_id)],
);

export const productCategories = pgTable(
  'product_categories',
  {
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    category_id: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.product_id, t.category_id] }),
    index('product_categories_category_idx').on(t.category_id),
  ],
);
