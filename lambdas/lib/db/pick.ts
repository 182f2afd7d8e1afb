/** Copy the named fields of an item, leaving out absent ones: repositories never leak pk/sk/gsi attributes. */
export function pick<T>(item: Record<string, unknown>, fields: readonly string[]): T {
  const out: Record<string, unknown> = {};
  for (const field of fields) if (item[field] !== undefined && item[field] !== null) out[field] = item[field];
  return out as T;
}
