import { and, eq, ilike, inArray, isNull } from 'drizzle-orm';
import type { Approvable } from '@clockroom/contracts';
import type { Tx } from '../db/database.ts';
import { selectedPage } from '../db/paging.ts';
import { countInCompany } from '../db/tenant-rows.ts';
import { employeeName, withDepartmentAndBranch } from '../db/employee-joins.ts';
import { branches, departments, employeeGrades, employees } from '../../db/schema/index.ts';
import type { ApproverBasis } from './group-choice.ts';

/**
 * Who an approver group is about: the employees, grades, departments or branches it names, checked
 * to exist in the company, and the current employees they cover. Every query names the company.
 */

/** How many of `ids` exist in the company (current employees, or grades, departments, branches). */
export function countExisting(
  tx: Tx,
  companyId: number,
  basis: ApproverBasis,
  ids: number[],
): Promise<number> {
  switch (basis) {
    case 'employees':
      return countInCompany(tx, employees, companyId, ids, isNull(employees.archivedAt));
    case 'station_grade':
      return countInCompany(tx, employeeGrades, companyId, ids);
    case 'department':
      return countInCompany(tx, departments, companyId, ids);
    case 'branch':
      return countInCompany(tx, branches, companyId, ids);
  }
}

const basisColumn = {
  employees: employees.id,
  station_grade: employees.employeeGradeId,
  department: employees.departmentId,
  branch: employees.branchId,
} as const;

/** The current employees a group covers, by its basis (and branch, for grade and department groups). */
export async function listApprovables(
  tx: Tx,
  companyId: number,
  group: { basis: ApproverBasis; memberIds: number[]; branchId: number | null },
  search: string | undefined,
  limit: number,
  offset: number,
): Promise<{ results: Approvable[]; total: number }> {
  if (group.memberIds.length === 0) return { results: [], total: 0 };
  const where = and(
    eq(employees.companyId, companyId),
    isNull(employees.archivedAt),
    inArray(basisColumn[group.basis], group.memberIds),
    group.branchId !== null ? eq(employees.branchId, group.branchId) : undefined,
    search ? ilike(employeeName, `%${search}%`) : undefined,
  );
  const columns = {
    id: employees.id,
    employee_name: employeeName,
    pin: employees.pin,
    department: departments.departmentName,
    branch: branches.stationName,
  };
  const order = [employees.lastName, employees.firstName, employees.id];
  const list = { columns, from: employees, join: withDepartmentAndBranch, where, order };
  return selectedPage(tx, list, { limit, offset });
}

/** The names of a group's members, for its edit screen: one list per basis, the others empty. */
export async function memberNames(tx: Tx, companyId: number, basis: ApproverBasis, ids: number[]) {
  if (ids.length === 0) return [];
  switch (basis) {
    case 'employees':
      return tx
        .select({
          id: employees.id,
          name: employeeName,
        })
        .from(employees)
        .where(and(eq(employees.companyId, companyId), inArray(employees.id, ids)))
        .orderBy(employees.lastName, employees.firstName);
    case 'station_grade':
      return tx
        .select({ id: employeeGrades.id, name: employeeGrades.name })
        .from(employeeGrades)
        .where(and(eq(employeeGrades.companyId, companyId), inArray(employeeGrades.id, ids)))
        .orderBy(employeeGrades.name);
    case 'department':
      return tx
        .select({ id: departments.id, name: departments.departmentName })
        .from(departments)
        .where(and(eq(departments.companyId, companyId), inArray(departments.id, ids)))
        .orderBy(departments.departmentName);
    case 'branch':
      return tx
        .select({ id: branches.id, name: branches.stationName })
        .from(branches)
        .where(and(eq(branches.companyId, companyId), inArray(branches.id, ids)))
        .orderBy(branches.stationName);
  }
}

export async function branchName(tx: Tx, companyId: number, id: number) {
  const [row] = await tx
    .select({ id: branches.id, station_name: branches.stationName })
    .from(branches)
    .where(and(eq(branches.companyId, companyId), eq(branches.id, id)));
  return row;
}
