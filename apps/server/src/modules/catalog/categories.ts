import { asc, count, eq, inArray } from 'drizzle-orm';
import {
  staffMessages,
  type CategoryBody,
  type CategoryRef,
  type CategoryUpdateBody,
} from '@voski/contract';
import type { Db, Tx } from '../../db/client.ts';
import { isForeignKeyViolation } from '../../db/errors.ts';
import { categories, productCategories } from '../../db/schema/index.ts';
import { conflict, invalid, notFound } from '../../http/errors.ts';
import { ChangeSignal } from '../../lib/change-signal.ts';
import { Remembered } from '../../lib/remembered.ts';

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

export type CategoryTreeView = CategoryView & { children: CategoryView[] };

export const categoryView = (c: CategoryRow): CategoryView => ({
  id: c.id,
  name: c.name,
  name_en: c.name_en,
  name_ru: c.name_ru,
  parent_id: c.parent_id,
  created_at: c.created_at.toISOString(),
  updated_at: c.updated_at.toISOString(),
});

const categoryNotFound = () => notFound(staffMessages.categoryNotFound);

/** Two levels: top-level categories (menu entries) and their subcategories. */
export class CategoryService {
  /** Fires after every committed write. */
  readonly changes = new ChangeSignal();
  /** The whole tree, by id: every page reads it, and only staff change it. */
  private readonly all: Remembered<CategoryRow[]>;

  constructor(
    private readonly db: Db,
    /** Other instances' changes, when there are any (Redis): they make this one forget too. */
    elsewhere: readonly ChangeSignal[] = [],
  ) {
    this.all = new Remembered(() => db.select().from(categories).orderBy(asc(categories.id)), {
      forgetOn: [this.changes, ...elsewhere],
    });
  }

  /** Top-level categories, each with its subcategories, in creation order. */
  async tree(): Promise<CategoryTreeView[]> {
    const rows = await this.all.get();
    const tops = rows.filter((c) => c.parent_id === null);
    return tops.map((top) => ({
      ...categoryView(top),
      children: rows.filter((c) => c.parent_id === top.id).map(categoryView),
    }));
  }

  /** The subcategories of `id` (none for a subcategory); 404 for an unknown id. */
  async subcategories(id: number): Promise<CategoryView[]> {
    const rows = await this.all.get();
    if (!rows.some((c) => c.id === id)) throw categoryNotFound();
    return rows.filter((c) => c.parent_id === id).map(categoryView);
  }

  async get(id: number): Promise<CategoryTreeView> {
    const rows = await this.all.get();
    const row = rows.find((c) => c.id === id);
    if (!row) throw categoryNotFound();
    return {
      ...categoryView(row),
      children: rows.filter((c) => c.parent_id === id).map(categoryView),
    };
  }

  /**
   * The category ids a category stands for in product listings: a top-level category with
   * all its subcategories, a subcategory alone. Null for an unknown id.
   */
  async scope(id: number): Promise<{ topLevel: boolean; ids: number[] } | null> {
    const rows = await this.all.get();
    const self = rows.find((c) => c.id === id);
    if (!self) return null;
    return self.parent_id === null
      ? {
          topLevel: true,
          ids: rows.filter((c) => c.id === id || c.parent_id === id).map((c) => c.id),
        }
      : { topLevel: false, ids: [id] };
  }

  /**
   * Every category as products name them, by id. A product may link a category this instance
   * has not heard of yet (made on another a moment ago): then the tree is read again.
   */
  async refs(wanted: readonly number[] = []): Promise<Map<number, CategoryRef>> {
    let rows = await this.all.get();
    if (wanted.some((id) => !rows.some((c) => c.id === id))) {
      this.all.forget();
      rows = await this.all.get();
    }
    return new Map(
      rows.map((c): [number, CategoryRef] => [
        c.id,
        { id: c.id, name: c.name, name_en: c.name_en, name_ru: c.name_ru, parent_id: c.parent_id },
      ]),
    );
  }

  async create(body: CategoryBody): Promise<CategoryTreeView> {
    const created = await this.db.transaction(async (tx) => {
      const parentId = body.parent_id ?? null;
      if (parentId !== null) await this.lockParent(tx, parentId);
      const [row] = await tx
        .insert(categories)
        .values({
          name: body.name,
          name_en: body.name_en ?? '',
          name_ru: body.name_ru ?? '',
          parent_id: parentId,
        })
        .returning();
      return { ...categoryView(row!), children: [] };
    });
    this.changes.emit();
    return created;
  }

  async update(id: number, body: CategoryUpdateBody): Promise<CategoryTreeView> {
    const updated = await this.db.transaction(async (tx) => {
      const current = await this.row(tx, id, true);
      const parentId = body.parent_id === undefined ? current.parent_id : body.parent_id;
      if (parentId !== null && parentId !== current.parent_id) {
        if (parentId === id) throw invalid({ parent_id: [staffMessages.categoryOwnParent] });
        await this.lockParent(tx, parentId);
        const [children] = await tx
          .select({ n: count() })
          .from(categories)
          .where(eq(categories.parent_id, id));
        if (children!.n > 0) {
          throw invalid({ parent_id: [staffMessages.categoryParentHasChildren] });
        }
      }
      const [row] = await tx
        .update(categories)
        .set({
          name: body.name ?? current.name,
          name_en: body.name_en ?? current.name_en,
          name_ru: body.name_ru ?? current.name_ru,
          parent_id: parentId,
        })
        .where(eq(categories.id, id))
        .returning();
      return { ...categoryView(row!), children: await this.childrenOf(tx, id) };
    });
    this.changes.emit();
    return updated;
  }

  /** Deletes an empty category; 409 while subcategories or products still use it. */
  async delete(id: number): Promise<void> {
    try {
      await this.db.transaction(async (tx) => {
        await this.row(tx, id, true);
        const [children] = await tx
          .select({ n: count() })
          .from(categories)
          .where(eq(categories.parent_id, id));
        if (children!.n > 0) {
          throw conflict(staffMessages.categoryHasSubcategories({ count: children!.n }));
        }
        const [linked] = await tx
          .select({ n: count() })
          .from(productCategories)
          .where(eq(productCategories.category_id, id));
        if (linked!.n > 0) {
          throw conflict(staffMessages.categoryHasProducts({ count: linked!.n }));
        }
        await tx.delete(categories).where(eq(categories.id, id));
      });
      this.changes.emit();
    } catch (error) {
      // A product linked at the same moment: the foreign key has the last word.
      if (isForeignKeyViolation(error)) {
        throw conflict(staffMessages.categoryInUse);
      }
      throw error;
    }
  }

  /**
   * Checks that every id names a category, holding them (FOR SHARE) until the transaction
   * ends so none can be deleted or moved meanwhile. Answers the ids that are missing.
   */
  async lockExisting(tx: Tx, ids: readonly number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(inArray(categories.id, [...ids]))
      .for('share');
    const found = new Set(rows.map((r) => r.id));
    return ids.filter((id) => !found.has(id));
  }

  private async lockParent(tx: Tx, parentId: number): Promise<void> {
    const [parent] = await tx
      .select({ parent_id: categories.parent_id })
      .from(categories)
      .where(eq(categories.id, parentId))
      .for('share');
    if (!parent || parent.parent_id !== null) {
      throw invalid({ parent_id: [staffMessages.categoryParentRule] });
    }
  }

  private async row(db: Db | Tx, id: number, lock = false): Promise<CategoryRow> {
    const query = db.select().from(categories).where(eq(categories.id, id));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw categoryNotFound();
    return row;
  }

  private async childrenOf(db: Db | Tx, id: number): Promise<CategoryView[]> {
    const rows = await db
      .select()
      .from(categories)
      .where(eq(categories.parent_id, id))
      .orderBy(asc(categories.id));
    return rows.map(categoryView);
  }
}
