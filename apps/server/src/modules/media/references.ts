import { inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { productImages, products } from '../../db/schema/catalog.ts';
import { blogImages, blogs, pages, posts, slides } from '../../db/schema/content.ts';
import { catalogueImportImages } from '../../db/schema/imports.ts';

/** Every column that holds a stored image path: a new one must be listed here. */
export const mediaColumns: readonly [PgTable, PgColumn][] = [
  [products, products.avatar],
  [productImages, productImages.image],
  [slides, slides.image],
  [posts, posts.image],
  [blogs, blogs.qr_image],
  [blogImages, blogImages.image],
  [pages, pages.image1],
  [pages, pages.image2],
  // photos an import stored from its ZIP, held until it is done (docs/decisions/0035)
  [catalogueImportImages, catalogueImportImages.path],
];

/** Paths per query: well below PostgreSQL's limit of parameters. */
const CHUNK = 1000;

/** Which of `paths` some row still uses. */
export async function referencedPaths(db: Db | Tx, paths: string[]): Promise<Set<string>> {
  const used = new Set<string>();
  for (let i = 0; i < paths.length; i += CHUNK) {
    const chunk = paths.slice(i, i + CHUNK);
    for (const [table, column] of mediaColumns) {
      const rows = await db.select({ path: column }).from(table).where(inArray(column, chunk));
      for (const row of rows) used.add(row.path as string);
    }
  }
  return used;
}
