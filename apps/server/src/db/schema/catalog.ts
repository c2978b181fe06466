import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { metals } from './metals.ts';

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

/**
 * Characters a search treats as spaces (the query gets the same treatment in
 * modules/catalog/search.ts): "VS-1002", "«Sevan»" and "Серьги-кольца" match word by word.
 */
export const SEARCH_SEPARATORS = `\\s«»“”„‘’"'()\\[\\]{},.;:!?/\\\\|#%_*+&=<>~^@-`;

/** A column's text as the search column keeps it (the SQL twin of `searchForm` in search.ts). */
const searchForm = (column: string) =>
  `btrim(regexp_replace(lower(${column}), '[${SEARCH_SEPARATORS.replaceAll("'", "''")}]+', ' ', 'g'))`;

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
    /** Rich text (sanitized HTML) per language; empty: none. */
    description: text('description').notNull().default(''),
    description_en: text('description_en').notNull().default(''),
    description_ru: text('description_ru').notNull().default(''),
    respect: integer('respect').notNull(),
    important: smallint('important').notNull().default(0),
    status: smallint('status').notNull().default(1),
    price: integer('price').notNull(),
    /** The price is weight × the metal's price per gram + making charge, kept by the server. */
    priced_by_weight: boolean('priced_by_weight').notNull().default(false),
    /**
     * The metal kind (`metals.key`): `metal`, `metal_en`, `metal_ru` are its names, and a
     * weight-priced product follows its price per gram at the product's fineness (`respect`).
     * Null: no kind (texts an older client sent that match none, kept as sent).
     */
    metal_kind: text('metal_kind').references(() => metals.key, { onDelete: 'restrict' }),
    /** AMD: for the whole piece, or per gram when `making_per_gram`. */
    making_charge: integer('making_charge').notNull().default(0),
    making_per_gram: boolean('making_per_gram').notNull().default(false),
    avatar: text('avatar'),
    /** A blog post's id; blogs live in another module, so no foreign key here. */
    blog_id: integer('blog_id'),
    /** The sizes the shopper chooses from, in the staff's order (docs/decisions/0019). */
    sizes: jsonb('sizes').$type<string[]>().notNull().default([]),
    /** Pieces left to sell (unpaid orders hold theirs); null: unlimited. */
    stock: integer('stock'),
    /** Pieces left per size when each size is counted; then `stock` is their sum. */
    size_stock: jsonb('size_stock').$type<Record<string, number>>(),
    ...timestamps,
    /**
     * The searchable texts, kept by the database itself: lower-cased, punctuation turned into
     * spaces, titles and model each after a `|`, metals each after a `#`. One trigram index
     * on it serves substring matching in all three languages; the markers let the ranking
     * tell an exact or prefix title match with a plain LIKE.
     */
    search: text('search')
      .notNull()
      .generatedAlwaysAs(
        sql.raw(
          [
            ...['title', 'title_en', 'title_ru', 'model'].map((c) => `'|' || ${searchForm(c)}`),
            ...['metal', 'metal_en', 'metal_ru'].map((c) => `'#' || ${searchForm(c)}`),
            `'#'`,
          ].join(' || '),
        ),
      ),
  },
  (t) => [
    index('products_created_idx').on(t.created_at),
    index('products_important_idx').on(t.important, t.status),
    // Storefront lists: on sale, newest or by price, a page at a time.
    index('products_status_created_idx').on(t.status, t.created_at, t.id),
    index('products_status_price_idx').on(t.status, t.price, t.id),
    // By price within one fineness: the cheapest pieces are mostly of another, so walking the
    // index above for a fineness filter read 11,000 rows for page 3 at 100,000 products.
    index('products_status_respect_price_idx').on(t.status, t.respect, t.price, t.id),
    index('products_metal_idx').on(t.metal),
    // A metal price change reprices exactly these.
    index('products_weight_priced_idx')
      .on(t.metal_kind, t.respect)
      .where(sql`${t.priced_by_weight}`),
    index('products_search_trgm_idx').using('gin', t.search.op('gin_trgm_ops')),
    // Whether an image is still used is asked after every write that stores or drops one.
    index('products_avatar_idx').on(t.avatar),
    // A reservation can never sell more than there is, whatever the code above it does.
    check('products_stock_check', sql`${t.stock} >= 0`),
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
  (t) => [
    index('product_images_product_idx').on(t.product_id),
    index('product_images_image_idx').on(t.image),
  ],
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

/**
 * What the move to metal kinds (migration 0020) could not do cleanly: products whose texts
 * matched no kind or several (left without one), and those whose texts it replaced by their
 * kind's names, with the texts they had. Staff read it through GET /metals/mismatches.
 */
export const metalMigrationReport = pgTable('metal_migration_report', {
  product_id: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  metal: text('metal').notNull(),
  metal_en: text('metal_en').notNull(),
  metal_ru: text('metal_ru').notNull(),
  /** `unmatched`, `ambiguous` or `replaced` (contract: metalMismatchReasons). */
  reason: text('reason').notNull(),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
