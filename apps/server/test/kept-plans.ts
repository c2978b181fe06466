import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../src/db/client.ts';

/**
 * Checks that the statements holding any of `fragments` were planned for each call's values:
 * on the embedded database such a statement is kept prepared only for its description and
 * never run by name (`pg_prepared_statements`, docs/decisions/0052). PostgreSQL through
 * node-postgres keeps none: its statements are unnamed.
 */
export async function expectPlannedForValues(database: Database, ...fragments: string[]) {
  const kept = await database.db.execute(
    sql`select (generic_plans + custom_plans)::int as runs, statement
        from pg_prepared_statements
        where ${sql.join(
          fragments.map((f) => sql`strpos(statement, ${f}) > 0`),
          sql` or `,
        )}`,
  );
  // both drivers answer { rows }; their union types it as unknown
  const { rows } = kept as unknown as { rows: { runs: number; statement: string }[] };
  if (database.kind === 'pglite') expect(rows.length).toBeGreaterThanOrEqual(fragments.length);
  expect(rows.filter((s) => s.runs > 0)).toEqual([]);
}
