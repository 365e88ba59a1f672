import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from './database.ts';

/**
 * A page's LIMIT or OFFSET written into the statement as an integer literal instead of a bound
 * parameter, for `.limit()` and `.offset()`.
 *
 * Why: every statement runs as a named prepared statement (prepared-names.ts). With LIMIT or OFFSET
 * bound, PostgreSQL's plan cache prices the generic plan as if the page were a tenth of the table,
 * so it keeps choosing a custom plan and re-plans the page on every request; planning the
 * RLS-filtered employee list with its four joins costs more than running it. With literals, a page
 * shape is planned once per connection (a statement with no other parameters gets the generic plan
 * at once). pgbench, 50 clients, the employee list page: 1,300 statements/s with a bound LIMIT,
 * 3,900 with a literal one. The values are few (page sizes are capped, offsets are page multiples),
 * and prepared-names.ts bounds how many statements a connection keeps.
 */
export function pageBound(n: number): number {
  if (!Number.isSafeInteger(n) || n < 0)
    throw new RangeError(`page bound must be a non-negative integer, got ${n}`);
  // Drizzle accepts an SQL chunk wherever it takes a placeholder; the cast only satisfies its types.
  return sql.raw(String(n)) as unknown as number;
}

/**
 * A list's page and its total, as the raw-SQL lists read them: the page's statement, then the count
 * of every row the same filter keeps, each page row turned into its answer.
 */
export async function countedPage<Row extends Record<string, unknown>, Result>(
  tx: Tx,
  page: SQL,
  count: SQL,
  toResult: (row: Row) => Result,
): Promise<{ results: Result[]; total: number }> {
  const rows = await tx.execute<Row>(page);
  const counted = await tx.execute<{ total: number | string }>(count);
  // Drizzle types the rows as Assume<Row, QueryResultRow>, which is Row for every row type used here.
  const results = rows.rows.map((row) => toResult(row as Row));
  return { results, total: Number(counted.rows[0]?.total ?? 0) };
}
