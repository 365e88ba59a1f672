import { and, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { PgColumn, PgSelect, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
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
export function countedPage<Row extends Record<string, unknown>, Result>(
  tx: Tx,
  page: SQL,
  count: SQL,
  toResult: (row: Row) => Result,
): Promise<{ results: Result[]; total: number }> {
  return countedRows<Row, Result>(tx, page, count, async (rows) => rows.map(toResult));
}

/** The same, for answers built from the whole page at once (after the page and its count). */
async function countedRows<Row extends Record<string, unknown>, Result>(
  tx: Tx,
  page: SQL,
  count: SQL,
  toResults: (rows: Row[]) => Promise<Result[]>,
): Promise<{ results: Result[]; total: number }> {
  const rows = await tx.execute<Row>(page);
  const counted = await tx.execute<{ total: number | string }>(count);
  // Drizzle types the rows as Assume<Row, QueryResultRow>, which is Row for every row type used here.
  return { results: await toResults(rows.rows as Row[]), total: Number(counted.rows[0]?.total ?? 0) };
}

/**
 * The usual list, written once: `select` (up to its FROM and joins) and `from` (the tables counted,
 * with the joins the filter reads) kept by the same `where`, the page in `order`.
 */
export interface FilteredList {
  select: SQL;
  from: SQL;
  where: SQL;
  order: SQL;
  limit: number;
  offset: number;
}

const pageOf = (q: FilteredList) => sql`${q.select} WHERE ${q.where}
    ORDER BY ${q.order} LIMIT ${pageBound(q.limit)} OFFSET ${pageBound(q.offset)}`;
const countOf = (q: FilteredList) => sql`SELECT count(*)::int AS total FROM ${q.from} WHERE ${q.where}`;

/** A filtered list's page, each row turned into its answer, and its total. */
export function filteredPage<Row extends Record<string, unknown>, Result>(
  tx: Tx,
  q: FilteredList,
  toResult: (row: Row) => Result,
): Promise<{ results: Result[]; total: number }> {
  return countedPage(tx, pageOf(q), countOf(q), toResult);
}

/** A filtered list's page answered from all its rows at once (say, each row's history in one read). */
export function filteredRows<Row extends Record<string, unknown>, Result>(
  tx: Tx,
  q: FilteredList,
  toResults: (rows: Row[]) => Promise<Result[]>,
): Promise<{ results: Result[]; total: number }> {
  return countedRows(tx, pageOf(q), countOf(q), toResults);
}

/**
 * The same list written with the query builder: `columns` read from `from` (and the tables `join`
 * adds, which the filter or the columns read), kept by `where`, the page in `order`. The count reads
 * the same FROM, joins and WHERE, so the total always matches the pages.
 */
export interface SelectedList<Fields extends SelectedFields> {
  columns: Fields;
  from: PgTable;
  join?: (query: PgSelect) => PgSelect;
  where: SQL | undefined;
  order: (PgColumn | SQL)[];
}

/**
 * The WHERE of a list searched by one column: the company's rows of `table`, and with a search, those
 * whose `column` contains it (ILIKE, the search as typed). The settings lists (overtime rules, work
 * rates, roles, leave types) filter this way.
 */
export const searchedInCompany = (
  table: CompanyTable,
  companyId: number,
  column: PgColumn,
  search: string | undefined,
): SQL | undefined => and(eq(table.companyId, companyId), search ? ilike(column, `%${search}%`) : undefined);

/**
 * The ILIKE pattern of the values that contain `search` as typed: its `%`, `_` and `\\` are escaped
 * (backslash is ILIKE's default escape), so a search for "50%" finds "50%" rather than "50" and more.
 */
export const containing = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A page of the list (or, with no page, the whole list, its total its length). */
export interface PageWindow {
  limit: number;
  offset: number;
}

/**
 * A query-builder list's page, each row turned into its answer (or as read), and its total. A
 * left-joined column reads as its own type here: say that it may be null in the answer's type.
 */
export function selectedPage<Fields extends SelectedFields>(
  tx: Tx,
  list: SelectedList<Fields>,
  page: PageWindow | null,
): Promise<{ results: SelectResultFields<Fields>[]; total: number }>;
export function selectedPage<Fields extends SelectedFields, Result>(
  tx: Tx,
  list: SelectedList<Fields>,
  page: PageWindow | null,
  toResult: (row: SelectResultFields<Fields>) => Result,
): Promise<{ results: Result[]; total: number }>;
export async function selectedPage<Fields extends SelectedFields>(
  tx: Tx,
  list: SelectedList<Fields>,
  page: PageWindow | null,
  toResult: (row: SelectResultFields<Fields>) => unknown = (row) => row,
): Promise<{ results: unknown[]; total: number }> {
  const join = list.join ?? ((query: PgSelect) => query);
  const columns: SelectedFields = list.columns;
  const query = join(tx.select(columns).from(list.from).$dynamic())
    .where(list.where)
    .orderBy(...list.order);
  const rows = page ? await query.limit(pageBound(page.limit)).offset(pageBound(page.offset)) : await query;
  // The rows are the selected columns; the dynamic builder only forgets their type.
  const results = (rows as SelectResultFields<Fields>[]).map(toResult);
  if (!page) return { results, total: results.length };
  const [count] = await join(
    tx
      .select({ total: sql<number>`count(*)::int` })
      .from(list.from)
      .$dynamic(),
  ).where(list.where);
  return { results, total: (count?.total as number | undefined) ?? 0 };
}

/** A company's table: every tenant table has its company and its own id. */
type CompanyTable = PgTable & { companyId: PgColumn; id: PgColumn };

/**
 * One of the list's rows by id, read as the list reads it (its columns, table and joins), scoped to
 * the company; with `lock`, the row of `from` (not of the joined tables) is locked FOR UPDATE.
 */
export async function selectedRow<Fields extends SelectedFields>(
  tx: Tx,
  list: Pick<SelectedList<Fields>, 'columns' | 'from' | 'join'> & { from: CompanyTable },
  companyId: number,
  id: number,
  lock = false,
): Promise<SelectResultFields<Fields> | undefined> {
  const join = list.join ?? ((query: PgSelect) => query);
  const columns: SelectedFields = list.columns;
  const query = join(tx.select(columns).from(list.from).$dynamic())
    .where(and(eq(list.from.companyId, companyId), eq(list.from.id, id)))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: list.from }) : await query;
  // The row is the selected columns; the dynamic builder only forgets their type.
  return row as SelectResultFields<Fields> | undefined;
}

/** One of a list's rows by id, as `rowFinder` answers it: `lock` locks it as `selectedRow` does. */
export type RowFinder<Result> = (
  tx: Tx,
  companyId: number,
  id: number,
  lock?: boolean,
) => Promise<Result | undefined>;

/**
 * The lookup of one row by id that a repository writes beside its list: the list's columns, table and
 * joins read by `selectedRow` in the company given, the row turned into its answer as the list turns
 * its rows (`export const findRule = rowFinder({ columns, from: rules }, toRule)`), or undefined.
 */
export function rowFinder<Fields extends SelectedFields>(
  list: Pick<SelectedList<Fields>, 'columns' | 'from' | 'join'> & { from: CompanyTable },
): RowFinder<SelectResultFields<Fields>>;
export function rowFinder<Fields extends SelectedFields, Result>(
  list: Pick<SelectedList<Fields>, 'columns' | 'from' | 'join'> & { from: CompanyTable },
  toResult: (row: SelectResultFields<Fields>) => Result,
): RowFinder<Result>;
export function rowFinder<Fields extends SelectedFields>(
  list: Pick<SelectedList<Fields>, 'columns' | 'from' | 'join'> & { from: CompanyTable },
  toResult: (row: SelectResultFields<Fields>) => unknown = (row) => row,
): RowFinder<unknown> {
  return async (tx, companyId, id, lock = false) => {
    const row = await selectedRow(tx, list, companyId, id, lock);
    return row ? toResult(row) : undefined;
  };
}
