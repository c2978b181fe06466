import type { Snapshot } from './targets.ts';

export type FieldChanges = Record<string, { from: unknown; to: unknown }>;

/** Bookkeeping every write touches; saying it changed says nothing. */
const IGNORED = new Set(['updated_at']);
/** Fields whose values never go into the log: only that they changed. */
const SECRET = /password|token|secret/i;

const comparable = (value: unknown) =>
  value instanceof Date ? value.toISOString() : JSON.stringify(value ?? null);

/**
 * The fields that differ between two snapshots of a record, each with its value before and
 * after (null on the missing side of a create or a delete).
 */
export function fieldChanges(before: Snapshot, after: Snapshot): FieldChanges {
  const changes: FieldChanges = {};
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const field of fields) {
    if (IGNORED.has(field)) continue;
    const from = before?.[field] ?? null;
    const to = after?.[field] ?? null;
    if (comparable(from) === comparable(to)) continue;
    changes[field] = SECRET.test(field)
      ? { from: from === null ? null : 'set', to: to === null ? null : 'changed' }
      : { from: plain(from), to: plain(to) };
  }
  return changes;
}

const plain = (value: unknown) => (value instanceof Date ? value.toISOString() : value);
