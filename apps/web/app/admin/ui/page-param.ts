/** A positive whole number from the address (`?page=3`), or undefined for anything else. */
export function positiveParam(value: string | null): number | undefined {
  if (value === null || !/^\d{1,9}$/.test(value.trim())) return undefined;
  const n = Number(value);
  return n > 0 ? n : undefined;
}
