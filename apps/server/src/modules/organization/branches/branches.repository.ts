import { and, asc, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { BranchRow } from '@clockroom/contracts';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Tx } from '../../../platform/db/database.ts';
import { branches, branchTypes, departments, employees } from '../../../db/schema/index.ts';
import { selectedPage, selectedRow } from '../../../platform/db/paging.ts';
import { insertCompanyRow, updateCompanyRow } from '../../../platform/db/rows.ts';
import { childCount } from '../../../platform/db/related-rows.ts';

export interface BranchFilter {
  search?: string | undefined;
  hqOnly?: boolean;
  branchTypeId?: number | undefined;
}

export interface BranchValues {
  stationName: string;
  isHq: boolean;
  branchTypeId: number | null;
  address: string | null;
  phone: string | null;
  email: string | null;
}

/** The current (not archived) employees of the branch: what the list counts. */
const employeesCount = childCount(employees, employees.branchId, branches, {
  where: isNull(employees.archivedAt),
});
const departmentsCount = childCount(departments, departments.branchId, branches);

const rowColumns = {
  id: branches.id,
  station_name: branches.stationName,
  is_hq: branches.isHq,
  branch_type_id: branches.branchTypeId,
  branch_type: branchTypes.name,
  address: branches.address,
  phone: branches.phone,
  email: branches.email,
  employees_count: employeesCount,
  departments_count: departmentsCount,
};

function conditions(companyId: number, f: BranchFilter): SQL | undefined {
  const c: (SQL | undefined)[] = [eq(branches.companyId, companyId)];
  if (f.search) {
    const like = `%${f.search}%`;
    c.push(
      or(ilike(branches.stationName, like), ilike(branches.address, like), ilike(branchTypes.name, like)),
    );
  }
  if (f.hqOnly) c.push(eq(branches.isHq, true));
  if (f.branchTypeId !== undefined) c.push(eq(branches.branchTypeId, f.branchTypeId));
  return and(...c);
}

/** HQ first, then by name: the order every branch select and the list show. */
/** A branch's row with its type's name (a global table, so joined by id alone). */
const withType = {
  columns: rowColumns,
  from: branches,
  join: (query: PgSelect) => query.leftJoin(branchTypes, eq(branchTypes.id, branches.branchTypeId)),
};

export async function listBranches(
  tx: Tx,
  companyId: number,
  f: BranchFilter,
  page: { limit: number; offset: number } | null,
): Promise<{ results: BranchRow[]; total: number }> {
  const where = conditions(companyId, f);
  const order = [desc(branches.isHq), asc(sql`lower(${branches.stationName})`), asc(branches.id)];
  return selectedPage(tx, { ...withType, where, order }, page);
}

export async function findBranch(tx: Tx, companyId: number, id: number): Promise<BranchRow | undefined> {
  return selectedRow(tx, withType, companyId, id);
}

export async function clearHq(tx: Tx, companyId: number): Promise<void> {
  await tx
    .update(branches)
    .set({ isHq: false, updatedAt: new Date() })
    .where(and(eq(branches.companyId, companyId), eq(branches.isHq, true)));
}

export async function insertBranch(tx: Tx, companyId: number, v: BranchValues): Promise<number> {
  return insertCompanyRow(tx, branches, companyId, v, 'the new branch');
}

export async function updateBranch(tx: Tx, companyId: number, id: number, v: BranchValues): Promise<void> {
  await updateCompanyRow(tx, branches, companyId, id, { ...v, updatedAt: new Date() });
}

export async function deleteBranch(tx: Tx, companyId: number, id: number): Promise<void> {
  await tx.delete(branches).where(and(eq(branches.companyId, companyId), eq(branches.id, id)));
}

/** Every employee row counts here, archived ones too: they still point at the branch. */
export async function branchUsage(
  tx: Tx,
  companyId: number,
  id: number,
): Promise<{ employees: number; departments: number }> {
  const [e] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.branchId, id)));
  const [d] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(departments)
    .where(and(eq(departments.companyId, companyId), eq(departments.branchId, id)));
  return { employees: e?.n ?? 0, departments: d?.n ?? 0 };
}

export async function listBranchTypes(tx: Tx) {
  return tx.select({ id: branchTypes.id, name: branchTypes.name }).from(branchTypes).orderBy(branchTypes.id);
}

export async function branchTypeExists(tx: Tx, id: number): Promise<boolean> {
  const [row] = await tx.select({ id: branchTypes.id }).from(branchTypes).where(eq(branchTypes.id, id));
  return row !== undefined;
}

/** GET /organization/branches/{id}/departments: the department select of forms scoped by branch. */
export async function listBranchDepartments(tx: Tx, companyId: number, branchId: number) {
  return tx
    .select({
      id: departments.id,
      department_name: departments.departmentName,
      status: departments.status,
      employees_count: childCount(employees, employees.departmentId, departments, {
        where: isNull(employees.archivedAt),
      }),
    })
    .from(departments)
    .where(and(eq(departments.companyId, companyId), eq(departments.branchId, branchId)))
    .orderBy(asc(sql`lower(${departments.departmentName})`), asc(departments.id));
}
