import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';

/**
 * How many times PostgreSQL ran each kept prepared statement whose text holds `fragment`
 * (`pg_prepared_statements`): on the embedded database, a statement planned for its values
 * is kept only for its description and never run by name (docs/decisions/0052). PostgreSQL
 * through node-postgres keeps none: its statements are unnamed.
 */
export async function runsOfKeptStatements(
  database: Database,
  fragment: string,
): Promise<{ runs: number; statement: string }[]> {
  const kept = await database.db.execute(
    sql`select (generic_plans + custom_plans)::int as runs, statement
        from pg_prepared_statements where strpos(statement, ${fragment}) > 0`,
  );
  // both drivers answer { rows }; their union types it as unknown
  return (kept as unknown as { rows: { runs: number; statement: string }[] }).rows;
}
