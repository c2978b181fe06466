import { getTableName, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { productCategories, productImages, products } from '../db/schema/index.ts';
import type { GeneratedProduct } from './generated-catalog.ts';

/** Rows per statement: one JSON parameter of a few MB. */
export const BULK_CHUNK = 10_000;

const productColumns = [
  'title',
  'title_en',
  'title_ru',
  'model',
  'weight',
  'metal',
  'metal_en',
  'metal_ru',
  'metal_kind',
  'respect',
  'important',
  'status',
  'price',
  'avatar',
  'blog_id',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof GeneratedProduct & keyof typeof products.$inferInsert)[];

const list = (names: readonly string[]) => sql.raw(names.map((n) => `"${n}"`).join(', '));
/** The shape of one JSON row, typed as the table's columns are. */
const recordType = sql.raw(
  [
    ...productColumns.map((c) => `"${c}" ${products[c].getSQLType()}`),
    'images text[]',
    'categories integer[]',
  ].join(', '),
);

/**
 * Writes products with their gallery and categories in one statement: the rows travel as a
 * single JSON parameter and are unpacked by the database, which is far faster (on PGlite
 * above all) than thousands of bound parameters or a statement per product. Models must be
 * unique within `rows`: they tie each new id back to its row.
 */
export async function insertProducts(tx: Tx | Db, rows: GeneratedProduct[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(sql`
    with input as (
      select * from json_to_recordset(${JSON.stringify(rows)}::json) as r(${recordType})
    ),
    inserted as (
      insert into ${products} (${list(productColumns)})
      select ${list(productColumns)} from input
      returning id, model
    ),
    gallery as (
      insert into ${productImages} (product_id, image, position)
      select inserted.id, photo.image, photo.n - 1
      from inserted
      join input using (model)
      cross join lateral unnest(input.images) with ordinality as photo(image, n)
    )
    insert into ${productCategories} (product_id, category_id)
    select inserted.id, unnest(input.categories) from inserted join input using (model)
  `);
}

/**
 * Runs `load` with the products' GIN (trigram search) indexes dropped and builds them again
 * afterwards, in the caller's transaction: PostgreSQL builds a GIN index in one pass several
 * times faster than it updates one row by row (its documentation advises the same).
 */
export async function withoutGinIndexes(tx: Tx, load: () => Promise<void>): Promise<void> {
  const result = await tx.execute(sql`
    select indexname as name, indexdef as definition from pg_indexes
    where schemaname = current_schema() and tablename = ${getTableName(products)}
      and indexdef like '% USING gin %'
  `);
  const indexes = (result as unknown as { rows: { name: string; definition: string }[] }).rows;
  for (const { name } of indexes) await tx.execute(sql`drop index ${sql.identifier(name)}`);
  await load();
  for (const { definition } of indexes) await tx.execute(sql.raw(definition));
}

/** Fresh statistics after a bulk load, so the planner knows the tables' new sizes. */
export async function analyzeCatalog(db: Db): Promise<void> {
  await db.execute(sql`vacuum analyze ${products}, ${productImages}, ${productCategories}`);
}
