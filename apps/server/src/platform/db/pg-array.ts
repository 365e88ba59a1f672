/**
 * A PostgreSQL array literal for one query parameter (`${pgArray(xs)}::bigint[]`). Drizzle's `sql`
 * spreads a JavaScript array into one parameter per element, which caps a statement at 65,535
 * values and plans it anew for every length; one array parameter does neither, so set-based writes
 * (`unnest`) and `= ANY(...)` filters pass their lists this way. Nulls stay NULL; numbers and booleans
 * go bare; every other value is quoted, so commas, quotes, backslashes and braces in text arrive intact.
 */
export function pgArray(values: readonly (string | number | boolean | null | undefined)[]): string {
  const items = values.map((v) => {
    if (v === null || v === undefined) return 'NULL';
    // Numbers and booleans need no quotes (and most lists are ids): cheaper on both sides.
    if (typeof v === 'number' || typeof v === 'boolean') return String(v);
    const text = String(v);
    return `"${text.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
  });
  return `{${items.join(',')}}`;
}
