import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from './database.ts';
import { employees } from '../../db/schema/index.ts';
import { employeeName } from './employee-joins.ts';

/**
 * A current (not archived) employee of the company, with what a request made for them reads: the
 * name, and the branch that decides who may see and approve it. Undefined for another company's
 * or an archived employee, whom a form refuses (exemptions, leaves, mobile clocks).
 */
export async function findCurrentEmployee(
  tx: Tx,
  companyId: number,
  id: number,
): Promise<{ id: number; name: string; branchId: number | null } | undefined> {
  const [row] = await tx
    .select({ id: employees.id, name: employeeName, branchId: employees.branchId })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.id, id), isNull(employees.archivedAt)))
    .limit(1);
  return row;
}
