import { count, desc, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

type Stamped = { created_at: Date; updated_at: Date };

/** A row as the API shows it: timestamps as ISO 8601 strings. */
export function withIsoDates<T extends Stamped>(
  row: T,
): Omit<T, keyof Stamped> & { created_at: string; updated_at: string } {
  return {
    ...row,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export interface PageRequest {
  page: number;
  per_page: number;
}

/**
 * One page of a table, newest (highest id) first, and how many rows it has. A page neither
 * full nor empty is the last one and tells the total by itself, so only the others count.
 */
export async function newestPage<T extends PgTable & { id: AnyPgColumn }>(
  db: Db,
  table: T,
  page: PageRequest,
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const offset = (page.page - 1) * page.per_page;
  const rows = (await db
    .select()
    .from(table as PgTable)
    .orderBy(desc(table.id))
    .limit(page.per_page)
    .offset(offset)) as T['$inferSelect'][];
  if (rows.length > 0 && rows.length < page.per_page) return { rows, total: offset + rows.length };
  const [all] = await db.select({ n: count() }).from(table as PgTable);
  return { rows, total: all?.n ?? 0 };
}

/**
 * Draws the next id of `table` from its sequence, for a row that others must know by its id
 * before it is written (the gateway knows an order by its number, a QR code encodes a post's
 * address).
 */
export async function nextId(db: Db, table: string): Promise<number> {
  const result = await db.execute<{ id: string | number }>(
    sql`select nextval(pg_get_serial_sequence(${table}, 'id')) as id`,
  );
  const rows = (result as unknown as { rows: { id: string | number }[] }).rows;
  return Number(rows[0]!.id);
}
