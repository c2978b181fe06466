import { and, sql, type SQL } from 'drizzle-orm';
import type { ProductSort } from '@voski/contract';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { categories, productCategories, productImages, products } from '../../db/schema/index.ts';
import type { BlogLookup } from './product-views.ts';

/**
 * Whole product lists, as old clients ask for them (`/products/all` and friends): thousands of
 * products. Turning each row into an object and the objects into JSON costs about three times
 * what the database takes to write the JSON itself (bench/catalog.ts), so here the database
 * writes each product's JSON, and the list goes out in chunks as they come: memory stays
 * bounded whatever the catalogue's size. `productViews` is the same shape built in
 * JavaScript (for pages and single products); a test holds the two equal.
 */

/** Products per query: small enough to start sending at once, large enough to be cheap. */
const CHUNK = 2_000;

/** A timestamp as JavaScript's `toISOString` writes it (UTC, milliseconds). */
const isoTime = (column: AnyPgColumn) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const imagesJson = sql`coalesce((
  select json_agg(json_build_object('id', ${productImages.id}, 'image', ${productImages.image})
                  order by ${productImages.position}, ${productImages.id})
  from ${productImages} where ${productImages.product_id} = ${products.id}), '[]')`;

const categoriesJson = sql`coalesce((
  select json_agg(json_build_object('category', json_build_object(
           'id', ${categories.id}, 'name', ${categories.name}, 'name_en', ${categories.name_en},
           'name_ru', ${categories.name_ru}, 'parent_id', ${categories.parent_id}))
         order by ${categories.id})
  from ${productCategories} join ${categories} on ${categories.id} = ${productCategories.category_id}
  where ${productCategories.product_id} = ${products.id}), '[]')`;

/** `"[3,7]"`, written exactly as JSON.stringify writes the ids (json_agg adds spaces). */
const categoryIdsText = sql`'[' || coalesce((
  select string_agg(${productCategories.category_id}::text, ',' order by ${productCategories.category_id})
  from ${productCategories} where ${productCategories.product_id} = ${products.id}), '') || ']'`;

/** One product as the contract's JSON, `blog` null (a linked blog is filled in afterwards). */
const productJson = sql<string>`json_build_object(
  'id', ${products.id}, 'title', ${products.title}, 'title_en', ${products.title_en},
  'title_ru', ${products.title_ru}, 'model', ${products.model},
  'weight', ${products.weight}::float8, 'metal', ${products.metal},
  'metal_en', ${products.metal_en}, 'metal_ru', ${products.metal_ru},
  'respect', ${products.respect}, 'important', ${products.important},
  'status', ${products.status}, 'price', ${products.price},
  'priced_by_weight', ${products.priced_by_weight}, 'metal_kind', ${products.metal_kind},
  'making_charge', ${products.making_charge}, 'making_per_gram', ${products.making_per_gram},
  'avatar', ${products.avatar},
  'images', ${imagesJson}, 'blog_id', ${products.blog_id}, 'blog', null,
  'sizes', ${products.sizes}, 'stock', ${products.stock}, 'size_stock', ${products.size_stock},
  'categories', ${categoriesJson}, 'category_id', ${categoryIdsText},
  'created_at', ${isoTime(products.created_at)}, 'updated_at', ${isoTime(products.updated_at)}
)::text`;

interface Cursor {
  id: number;
  price: number;
  /** The exact timestamp as text: a JavaScript Date would drop its microseconds. */
  created: string;
}

/** The rows after `last` in `sort` order (each order ends with id descending). */
function after(sort: ProductSort, last: Cursor): SQL {
  switch (sort) {
    case 'newest':
      return sql`(${products.created_at}, ${products.id}) < (${last.created}::timestamptz, ${last.id})`;
    case 'price_desc':
      return sql`(${products.price}, ${products.id}) < (${last.price}, ${last.id})`;
    case 'price_asc':
      return sql`(${products.price} > ${last.price} or (${products.price} = ${last.price} and ${products.id} < ${last.id}))`;
  }
}

/**
 * The JSON texts of every product matching `where`, in `order` (that of `sort`), a chunk at
 * a time: each chunk a comma-separated run of product objects.
 */
export async function* productJsonChunks(
  db: Db,
  where: SQL | undefined,
  sort: ProductSort,
  order: SQL[],
  blogs: BlogLookup | undefined,
  chunkSize = CHUNK,
): AsyncGenerator<string> {
  let last: Cursor | undefined;
  for (;;) {
    const rows = await db
      .select({
        id: products.id,
        price: products.price,
        created: sql<string>`${products.created_at}::text`,
        blog_id: products.blog_id,
        json: productJson,
      })
      .from(products)
      .where(and(where, last && after(sort, last)))
      .orderBy(...order)
      .limit(chunkSize);
    if (rows.length === 0) return;
    const linked = [...new Set(rows.flatMap((r) => (r.blog_id === null ? [] : [r.blog_id])))];
    const blogById = blogs && linked.length ? await blogs.find(linked, db) : new Map();
    yield rows
      .map((r) => {
        const blog = r.blog_id === null ? undefined : blogById.get(r.blog_id);
        return blog ? JSON.stringify({ ...JSON.parse(r.json), blog }) : r.json;
      })
      .join(',');
    if (rows.length < chunkSize) return;
    last = rows.at(-1)!;
  }
}

/** `{"data":[...]}` around the chunks, as a stream of text. */
export async function* dataEnvelope(chunks: AsyncIterable<string>): AsyncGenerator<string> {
  yield '{"data":[';
  let first = true;
  for await (const chunk of chunks) {
    if (!chunk) continue;
    yield first ? chunk : `,${chunk}`;
    first = false;
  }
  yield ']}';
}
