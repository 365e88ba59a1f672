import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from './database.ts';

/** A tenant table: rows keyed by `id` within the company of `company_id`. */
type TenantTable = PgTable & { id: AnyPgColumn; companyId: AnyPgColumn };

/**
 * Whether row `id` of `table` belongs to the company (and meets `also`, e.g. "not archived"): the
 * check every form makes before it refers to a branch, a department or an employee, so that another
 * company's id reads as missing (a 422 on the field), never as a foreign-key error.
 */
export async function existsInCompany(
  tx: Tx,
  table: TenantTable,
  companyId: number,
  id: number,
  also?: SQL,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.companyId, companyId), eq(table.id, id), also))
    .limit(1);
  return row !== undefined;
}

/**
 * How many of `ids` are rows of `table` in the company (and meet `also`): the check a form makes
 * before it refers to several at once (employees to assign, members of a group), so that one id of
 * another company, or one archived, refuses the whole form.
 */
export async function countInCompany(
  tx: Tx,
  table: TenantTable,
  companyId: number,
  ids: readonly number[],
  also?: SQL,
): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(and(eq(table.companyId, companyId), inArray(table.id, [...ids]), also));
  return row?.n ?? 0;
}
