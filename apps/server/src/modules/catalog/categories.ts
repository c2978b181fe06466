import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories } from '../../db/schema/index.ts';

export type CategoryRow = typeof categories.$inferSelect;

export interface CategoryView {
  id: number;
  name: string;
  name_en: string;
  name_ru: string;
  parent_id: number | null;
  created_at: string;
  updated_at: string;
}

export const categoryView = (c: CategoryRow): CategoryView => ({
  id: c.id,
  name: c.name,
  name_en: c.name_en,
  name_ru: c.name_ru,
  parent_id: c.parent_id,
  created_at: c.created_at.toISOString(),
  updated_at: c.updated_at.toISOString(),
});

export class CategoryService {
  constructor(private readonly db: Db) {}

  /** Top-level categories, each with its subcategories, in creation order. */
  async tree(): Promise<(CategoryView & { children: CategoryView[] })[]> {
    const rows = await this.db.select().from(categories).orderBy(asc(categories.id));
    const tops = rows.filter((c) => c.parent_id === null);
    return tops.map((top) => ({
      ...categoryView(top),
      children: rows.filter((c) => c.parent_id === top.id).map(categoryView),
    }));
  }
}
