import { sql, type SQL } from 'drizzle-orm';

/**
 * The mark of a statement whose best plan depends on its values: a text search's pattern may
 * match three products or half the catalogue, and the plan for one is slow for the other.
 */
export const PLANNED_FOR_VALUES = '/* planned for its values */';

/**
 * `condition`, marked so the embedded database plans its statement for each call's values
 * (docs/decisions/0052). PostgreSQL through node-postgres always does: its statements are
 * unnamed.
 */
export const plannedForValues = (condition: SQL): SQL =>
  sql`${sql.raw(PLANNED_FOR_VALUES)} (${condition})`;
