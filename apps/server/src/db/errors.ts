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
  const code =
    sqlState(error) ??
    (typeof named.code === 'string'
      ? named.code
      : isDatabaseUnreachable(error)
        ? 'connection lost'
        : 'unknown');
  const frames = error instanceof Error ? error.stack?.split('\n').filter(isFrame) : undefined;
  return {
    type: 'DatabaseError',
    message: `Query failed (${code}${where.length ? ` on ${where.join(', ')}` : ''})`,
    ...(frames?.length ? { stack: frames.join('\n') } : {}),
  };
}

const isFrame = (line: string) => /^\s+at /.test(line);

/** SQLSTATEs of a connection the server closed or refused: it may answer again in a moment. */
const UNREACHABLE_STATE = /^(08...|57P0[123]|53300)$/;
/** node-postgres's own words for a connection that ended under a query. */
const LOST_CONNECTION =
  /^(Connection terminated|Client has encountered a connection error|Client was closed|timeout exceeded when trying to connect)/;
/** The socket's errors when the server cannot be reached at all. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * Whether a failure is the database being out of reach (a dropped connection, a server
 * restarting or failing over, none accepting connections) rather than anything about the
 * request: the request in hand answers 503, and the same request may succeed in a moment.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  const state = sqlState(error);
  if (state) return UNREACHABLE_STATE.test(state);
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof Error; depth++) {
    if (LOST_CONNECTION.test(current.message)) return true;
    const code = (current as { code?: unknown }).code;
    // A socket's error is the database's when a query carried it, or when nothing wrapped it
    // (a transaction's connect); a fetch of another service wraps its own in a TypeError.
    if (typeof code === 'string' && NETWORK_CODES.has(code)) {
      return depth === 0 || error instanceof DrizzleQueryError;
    }
    current = current.cause;
  }
  return false;
}
