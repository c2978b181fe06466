/** What the main thread and the embedded database's thread say to each other (ADR 0044). */
import type { PgliteTarget } from './pglite-open.ts';

export interface PgliteThreadData {
  target: Omit<PgliteTarget, 'template'>;
  /** The template's bytes: a Blob read from a file cannot cross to a thread. */
  template?: ArrayBuffer;
}

/** One statement, on the database or in the open transaction `tx`. */
export interface QueryCall {
  op: 'query';
  id: number;
  sql: string;
  params: unknown[] | undefined;
  rowMode: 'array' | 'object' | undefined;
  /** Types left as PostgreSQL's text: the caller parses them (its parsers are functions). */
  rawTypes: number[];
  tx?: number;
}

export type ToPgliteThread =
  | QueryCall
  | { op: 'exec'; id: number; sql: string; tx?: number }
  /** Opens a transaction; its id is this call's. */
  | { op: 'begin'; id: number }
  /** Commits or rolls back transaction `tx`. */
  | { op: 'end'; id: number; tx: number; commit: boolean }
  | { op: 'dump'; id: number; compression: 'none' }
  | { op: 'close'; id: number };

/** An error as a message carries it: PostgreSQL's fields (code, constraint, ...) kept. */
export interface CarriedError {
  name: string;
  message: string;
  fields: Record<string, string | number | boolean>;
}

export type FromPgliteThread =
  | { kind: 'ready' }
  | { kind: 'failed'; error: CarriedError }
  | { kind: 'answer'; id: number; value: unknown }
  | { kind: 'error'; id: number; error: CarriedError };

export function carryError(error: unknown): CarriedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: CarriedError['fields'] = {};
  for (const [key, value] of Object.entries(error)) {
    if (['string', 'number', 'boolean'].includes(typeof value)) {
      fields[key] = value as string | number | boolean;
    }
  }
  return { name: error.name, message: error.message, fields };
}

export function errorOf({ name, message, fields }: CarriedError): Error {
  const error = Object.assign(new Error(message), fields);
  error.name = name;
  return error;
}
