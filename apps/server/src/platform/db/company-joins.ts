import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable, SelectedFields } from 'drizzle-orm/pg-core';

/**
 * How a query-builder read joins the row another row refers to (a department's branch, an
 * exemption's employee, a user's employee), written once so that the company is always part of the
 * match: ids are only unique within a company, and the composite keys say so (ADR 18).
 */

/** A company's table: rows keyed by `id` within the company of `company_id`. */
type CompanyTable = PgTable & { companyId: AnyPgColumn; id: AnyPgColumn };

/**
 * The ON of a join to the row of `table` that `ref` (a column of `owner`) names, in `owner`'s
 * company: `sameCompanyRow(branches, departments, departments.branchId)`.
 */
export const sameCompanyRow = (
  table: { companyId: AnyPgColumn; id: AnyPgColumn },
  owner: { companyId: AnyPgColumn },
  ref: AnyPgColumn,
): SQL | undefined => and(eq(table.companyId, owner.companyId), eq(table.id, ref));

/**
 * A list read from `from` (paging.ts' selectedPage and selectedRow) with the row of `to` that `ref`
 * names joined in the same company: left-joined when `ref` may be empty, inner-joined when every
 * row has one (`'inner'`), so the columns may read from both tables.
 */
export function withRowOf<Fields extends SelectedFields, From extends CompanyTable>(
  columns: Fields,
  from: From,
  to: CompanyTable,
  ref: AnyPgColumn,
  kind: 'left' | 'inner' = 'left',
) {
  const on = sameCompanyRow(to, from, ref);
  const join = (query: PgSelect) => (kind === 'inner' ? query.innerJoin(to, on) : query.leftJoin(to, on));
  return { columns, from, join };
}
