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
