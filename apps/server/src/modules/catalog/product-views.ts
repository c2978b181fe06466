import { asc, getTableColumns, sql } from 'drizzle-orm';
import type { CategoryRef, LinkedBlog, Product, ProductImage } from '@voski/contract';
import type { Db, Tx } from '../../db/client.ts';
import { categories, productCategories, productImages, products } from '../../db/schema/index.ts';

/**
 * Every product column but the search text, which no answer needs, and the descriptions, which
 * only single-product answers carry (`descriptionColumns`).
 */
const {
  search: _search,
  description,
  description_en,
  description_ru,
  ...productColumns
} = getTableColumns(products);
export { productColumns };
export const descriptionColumns = { description, description_en, description_ru };
export type ProductRow = Omit<
  typeof products.$inferSelect,
  'search' | keyof typeof descriptionColumns
>;

/**
 * The blog posts products link to, by id. Blogs are another module's: it plugs a lookup in
 * here; until then every `blog` is null.
 */
export interface BlogLookup {
  /** `db`: the transaction to read in, when the caller holds one. */
  find(ids: readonly number[], db?: Db | Tx): Promise<Map<number, LinkedBlog>>;
}

/** The category tree as products name it, kept by its own module (see `CategoryService.refs`). */
export interface CategoryLookup {
  /** Every category by id; `wanted` are ids that must be among them. */
  refs(wanted: readonly number[]): Promise<Map<number, CategoryRef>>;
}

export interface ViewLookups {
  blogs?: BlogLookup;
  /** Without it the tree is read from `db`. */
  categories?: CategoryLookup;
}

/**
 * Turns product rows into the contract's product objects, in the rows' order. Images and
 * categories of the whole page come in one query each (and blogs in one lookup), whatever
 * the number of products.
 */
export async function productViews(
  db: Db | Tx,
  rows: readonly ProductRow[],
  { blogs, categories: tree }: ViewLookups = {},
): Promise<Product[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const images = await db
    .select({
      product_id: productImages.product_id,
      id: productImages.id,
      image: productImages.image,
    })
    .from(productImages)
    .where(sql`${productImages.product_id} = any(${intArray(ids)})`)
    .orderBy(asc(productImages.position), asc(productImages.id));
  const links = await db
    .select({ product_id: productCategories.product_id, id: productCategories.category_id })
    .from(productCategories)
    .where(sql`${productCategories.product_id} = any(${intArray(ids)})`)
    .orderBy(asc(productCategories.category_id));
  // The category tree is small: all of it costs less than joining it to every link.
  const categoryById = links.length
    ? tree
      ? await tree.refs([...new Set(links.map((link) => link.id))])
      : await readRefs(db)
    : new Map<number, CategoryRef>();
  const blogIds = [...new Set(rows.flatMap((r) => (r.blog_id === null ? [] : [r.blog_id])))];
  const blogById = blogs && blogIds.length ? await blogs.find(blogIds, db) : new Map();

  const imagesOf = group(images, (i): ProductImage => ({ id: i.id, image: i.image }));
  const categoriesOf = group(
    links.filter((link) => categoryById.has(link.id)),
    (link) => categoryById.get(link.id)!,
  );
  return rows.map((r) => {
    const refs = categoriesOf.get(r.id) ?? [];
    return {
      id: r.id,
      title: r.title,
      title_en: r.title_en,
      title_ru: r.title_ru,
      model: r.model,
      weight: r.weight,
      metal: r.metal,
      metal_en: r.metal_en,
      metal_ru: r.metal_ru,
      respect: r.respect,
      important: r.important,
      status: r.status,
      price: r.price,
      priced_by_weight: r.priced_by_weight,
      metal_kind: r.metal_kind,
      making_charge: r.making_charge,
      making_per_gram: r.making_per_gram,
      avatar: r.avatar,
      images: imagesOf.get(r.id) ?? [],
      blog_id: r.blog_id,
      blog: (r.blog_id !== null && blogById.get(r.blog_id)) || null,
      sizes: r.sizes,
      stock: r.stock,
      size_stock: r.size_stock,
      categories: refs.map((category) => ({ category })),
      category_id: JSON.stringify(refs.map((c) => c.id)),
      created_at: r.created_at.toISOString(),
      updated_at: r.updated_at.toISOString(),
    };
  });
}

async function readRefs(db: Db | Tx): Promise<Map<number, CategoryRef>> {
  const rows = await db
    .select({
      id: categories.id,
      name: categories.name,
      name_en: categories.name_en,
      name_ru: categories.name_ru,
      parent_id: categories.parent_id,
    })
    .from(categories);
  return new Map(rows.map((c): [number, CategoryRef] => [c.id, c]));
}

/**
 * Ids as one array parameter: a page of 2,000 products is one bound value, not 2,000
 * (half the time of an IN list on PGlite).
 */
export const intArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

function group<R extends { product_id: number }, V>(rows: R[], view: (row: R) => V) {
  const map = new Map<number, V[]>();
  for (const row of rows) {
    const list = map.get(row.product_id);
    if (list) list.push(view(row));
    else map.set(row.product_id, [view(row)]);
  }
  return map;
}
