import { and, getTableName, is, sql, type SQL } from 'drizzle-orm';
import { PgTable, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { employeeName } from './employee-joins.ts';
import { employees } from '../../db/schema/index.ts';

/**
 * What a list shows of the rows related to each of its rows, read by a correlated subquery in the
 * row's own company (composite keys, ADR 18): how many rows refer to it (a branch's departments, a
 * payment option's mandates) and the full name of the employee one of its columns names (a
 * department's head, an upload's uploader). Written once so that the company match is never left
 * out, and so that the outer row is always spelled out in full.
 *
 * Why spelled out: in a single-table select Drizzle writes a column bare (`"id"`), and inside the
 * subquery a bare `id` means the inner row's. Here every column of the outer row is written as
 * `table.column` (or `alias.column` in a raw statement), whatever the select around it.
 */

/** The outer row: its table in a query-builder select, or its alias in a raw statement (sql`o`). */
export type OuterRow = PgTable | SQL;

/** `column` of the outer row, qualified so that a subquery cannot read it as its own. */
function outer(row: OuterRow, column: string): SQL {
  const name = is(row, PgTable) ? sql.identifier(getTableName(row)) : row;
  return sql`${name}.${sql.identifier(column)}`;
}

/** A table of the company's rows, the inner table of a subquery here. */
type CompanyRows = PgTable & { companyId: AnyPgColumn };

/**
 * The inner table is read by its own name, so that `where` can be written with its columns; an outer
 * row of the same table would be hidden by it, so that is refused.
 */
function innerOf<T extends CompanyRows>(table: T, row: OuterRow): T {
  if (is(row, PgTable) && getTableName(row) === getTableName(table))
    throw new Error(`A subquery over ${getTableName(table)} cannot refer to an outer row of the same table`);
  return table;
}

export interface ChildCount {
  /** A further condition on the counted rows: `isNull(employees.archivedAt)` counts current ones. */
  where?: SQL | undefined;
  /**
   * `'bigint'` keeps PostgreSQL's own type for count(*), which the driver reads as text: the raw
   * lists that turn it into a number themselves. By default the count is an int, read as a number.
   */
  type?: 'int' | 'bigint';
}

/**
 * How many rows of `child` in the outer row's company refer to it: their column `ref` holds the outer
 * row's id. `childCount(departments, departments.branchId, branches)` is a branch's departments.
 */
export function childCount(
  child: CompanyRows,
  ref: AnyPgColumn,
  row: OuterRow,
  options: ChildCount = {},
): SQL<number> {
  const inner = innerOf(child, row);
  const count = options.type === 'bigint' ? sql`count(*)` : sql`count(*)::int`;
  const matches = and(
    sql`${inner.companyId} = ${outer(row, 'company_id')}`,
    sql`${ref} = ${outer(row, 'id')}`,
    options.where,
  );
  return sql<number>`(SELECT ${count} FROM ${inner} WHERE ${matches})`;
}

/**
 * "First Last" of the employee whose id the outer row's column `ref` holds, in the row's company, or
 * null when it names none: `employeeNameOf(departments, departments.headEmployeeId)`.
 */
export function employeeNameOf(row: OuterRow, ref: AnyPgColumn): SQL<string | null> {
  const inner = innerOf(employees, row);
  const matches = and(
    sql`${inner.companyId} = ${outer(row, 'company_id')}`,
    sql`${inner.id} = ${outer(row, ref.name)}`,
  );
  return sql<string | null>`(SELECT ${employeeName} FROM ${inner} WHERE ${matches})`;
}
