import { DrizzleQueryError } from 'drizzle-orm';

/** PostgreSQL's SQLSTATE of an error, from node-postgres, PGlite or Drizzle's wrapper. */
export function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => sqlState(error) === '23505';
export const isForeignKeyViolation = (error: unknown) => sqlState(error) === '23503';

/**
 * A failed query as logs may keep it: its SQLSTATE and the names PostgreSQL gives (constraint,
 * table, column), never the SQL with its parameters (Drizzle puts both in its message) nor the
 * message or detail of PostgreSQL, which quote the values sent. Undefined for other errors.
 */
export function loggableDatabaseError(
  error: unknown,
): { type: string; message: string; stack?: string } | undefined {
  if (!(error instanceof DrizzleQueryError) && !sqlState(error)) return undefined;
  const cause = error instanceof DrizzleQueryError ? error.cause : error;
  const named = (cause ?? {}) as Record<'code' | 'constraint' | 'table' | 'column', unknown>;
  const where = [named.table, named.column, named.constraint].filter((n) => typeof n === 'string');
  const code = sqlState(error) ?? (typeof named.code === 'string' ? named.code : 'unknown');
  const frames = error instanceof Error ? error.stack?.split('\n').filter(isFrame) : undefined;
  return {
    type: 'DatabaseError',
    message: `Query failed (${code}${where.length ? ` on ${where.join(', ')}` : ''})`,
    ...(frames?.length ? { stack: frames.join('\n') } : {}),
  };
}

const isFrame = (line: string) => /^\s+at /.test(line);
