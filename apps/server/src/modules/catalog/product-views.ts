import { getTableColumns, sql } from 'drizzle-orm';
import type {
  CategoryRef,
  LinkedBlog,
  Product,
  ProductImage,
  PromotionTargets,
  RunningSale,
} from '@voski/contract';
import type { Db, Tx } from '../../db/client.ts';
import { categories, productCategories, productImages, products } from '../../db/schema/index.ts';
import type { PromotableProduct, Sale } from '../promotions/service.ts';

/**
 * Every product column but the search text, which no answer needs, and the descriptions, which
 * only single-product answers carry (`descriptionColumns`).
 */
const {
  search: _search,
  description,
  description_en,
  description_ru,
  ...tableColumns
} = getTableColumns(products);

/**
 * The listed product's id inside a subquery of its row. Drizzle leaves columns unqualified
 * in a one-table select, where `"id"` would name the subquery's own column.
 */
const outerId = sql`${products}.${sql.identifier(products.id.name)}`;

/**
 * Each product's gallery and category ids come in its own row, read by the same query through
 * their indexes: a page of products is one statement, not three.
 */
export const productColumns = {
  ...tableColumns,
  gallery: sql<ProductImage[]>`coalesce((
    select json_agg(json_build_object('id', ${productImages.id}, 'image', ${productImages.image})
                    order by ${productImages.position}, ${productImages.id})
    from ${productImages} where ${productImages.product_id} = ${outerId}), '[]')`,
  category_ids: sql<number[]>`array(
    select ${productCategories.category_id} from ${productCategories}
    where ${productCategories.product_id} = ${outerId}
    order by ${productCategories.category_id})`,
};
export const descriptionColumns = { description, description_en, description_ru };
export type ProductRow = Omit<
  typeof products.$inferSelect,
  'search' | keyof typeof descriptionColumns
> & { gallery: ProductImage[]; category_ids: number[] };

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

/** The sales running now (issue 37): each product's price under its best automatic promotion. */
export interface SaleLookup {
  sales(products: readonly PromotableProduct[]): Promise<Map<number, Sale>>;
  /** The automatic promotions running now and what they apply to (none: no sale runs). */
  running(): Promise<(RunningSale & { targets: PromotionTargets })[]>;
}

export interface ViewLookups {
  blogs?: BlogLookup;
  /** Products on sale get `sale_price` and `sale_ends_at`; without it, none does. */
  sales?: SaleLookup;
  /** Without it the tree is read from `db`. */
  categories?: CategoryLookup;
}

/**
 * Turns product rows into the contract's product objects, in the rows' order; the linked blog
 * posts of the whole page come in one lookup.
 */
export async function productViews(
  db: Db | Tx,
  rows: readonly ProductRow[],
  { blogs, categories: tree, sales }: ViewLookups = {},
): Promise<Product[]> {
  if (rows.length === 0) return [];
  const linked = [...new Set(rows.flatMap((r) => r.category_ids))];
  // The category tree is small: all of it costs less than joining it to every link.
  const categoryById = linked.length
    ? tree
      ? await tree.refs(linked)
      : await readRefs(db)
    : new Map<number, CategoryRef>();
  const blogIds = [...new Set(rows.flatMap((r) => (r.blog_id === null ? [] : [r.blog_id])))];
  const blogById = blogs && blogIds.length ? await blogs.find(blogIds, db) : new Map();
  const saleById = sales ? await sales.sales(rows) : undefined;

  return rows.map((r) => {
    const refs = r.category_ids.flatMap((id) => {
      const ref = categoryById.get(id);
      return ref ? [ref] : [];
    });
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
      images: r.gallery,
      blog_id: r.blog_id,
      blog: (r.blog_id !== null && blogById.get(r.blog_id)) || null,
      sizes: r.sizes,
      stock: r.stock,
      size_stock: r.size_stock,
      // Only on a product on sale: every other answer stays as it was (and equal to the whole
      // lists the database writes, which know no sales).
      ...saleById?.get(r.id),
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
