import { and, eq, type SQL } from 'drizzle-orm';
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
