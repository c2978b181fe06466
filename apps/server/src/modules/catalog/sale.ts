import { and, countDistinct, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PromotionTargets } from '@voski/contract';
import type { Db, Tx } from '../../db/client.ts';
import { categories, productCategories, products } from '../../db/schema/index.ts';

/**
 * The products the running automatic promotions apply to (issue 37's `/sale`), as SQL: what
 * `appliesTo` in the contract's rules says of one product, said of the whole table, so a page
 * of the sale is read through the same indexes as any list. `withChildren` gives a category's
 * own id and its subcategories' (a promotion on a top-level category covers all of it).
 */
export function saleWhere(
  targets: readonly PromotionTargets[],
  withChildren: (id: number) => readonly number[],
): SQL | undefined {
  if (targets.some((t) => t.all)) return sql`true`;
  const ids = new Set<number>();
  const categoryIds = new Set<number>();
  const metals: SQL[] = [];
  for (const t of targets) {
    for (const id of t.products) ids.add(id);
    for (const id of t.categories) for (const c of withChildren(id)) categoryIds.add(c);
    if (t.metal !== null) {
      metals.push(
        and(
          eq(products.metal_kind, t.metal),
          t.fineness === null ? undefined : eq(products.respect, t.fineness),
        )!,
      );
    }
  }
  const parts = [
    ids.size ? inArray(products.id, [...ids]) : undefined,
    categoryIds.size
      ? inArray(
          products.id,
          sql`(select ${productCategories.product_id} from ${productCategories} where ${inArray(productCategories.category_id, [...categoryIds])})`,
        )
      : undefined,
    ...metals,
  ].filter((p): p is SQL => p !== undefined);
  // No target at all: a promotion on nothing, which lists nothing.
  return parts.length ? or(...parts) : sql`false`;
}

/**
 * How many of the products `where` picks each top-level category holds (directly or through a
 * subcategory), for the sale page's category filter.
 */
export async function topLevelCounts(
  db: Db | Tx,
  where: SQL | undefined,
): Promise<Map<number, number>> {
  const top = sql<number>`coalesce(${categories.parent_id}, ${categories.id})`;
  const rows = await db
    .select({ id: top, count: countDistinct(products.id) })
    .from(productCategories)
    .innerJoin(products, eq(products.id, productCategories.product_id))
    .innerJoin(categories, eq(categories.id, productCategories.category_id))
    .where(where)
    .groupBy(top);
  return new Map(rows.map((r) => [Number(r.id), r.count]));
}
