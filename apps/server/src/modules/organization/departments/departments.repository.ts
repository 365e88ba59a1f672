import { and, asc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DepartmentRow } from '@clockroom/contracts';
import type { Tx } from '../../../platform/db/database.ts';
import { existsInCompany } from '../../../platform/db/tenant-rows.ts';
import { branches, departments, employees } from '../../../db/schema/index.ts';
import { selectedPage, rowFinder } from '../../../platform/db/paging.ts';
import { insertCompanyRow, updateCompanyRow } from '../../../platform/db/rows.ts';
import { childCount, employeeNameOf } from '../../../platform/db/related-rows.ts';
import { withRowOf } from '../../../platform/db/company-joins.ts';

export interface DepartmentFilter {
  search?: string | undefined;
  status?: number | undefined;
  branchId?: number | undefined;
  headEmployeeId?: number | undefined;
}

export interface DepartmentValues {
  departmentName: string;
  branchId: number;
  headEmployeeId: number | null;
  description: string | null;
  status: number;
}

const columns = {
  id: departments.id,
  department_name: departments.departmentName,
  branch_id: departments.branchId,
  station_name: branches.stationName,
  head_employee_id: departments.headEmployeeId,
  head_name: employeeNameOf(departments, departments.headEmployeeId),
  description: departments.description,
  status: departments.status,
  // The department's current (not archived) employees.
  employees_count: childCount(employees, employees.departmentId, departments, {
    where: isNull(employees.archivedAt),
  }),
};

interface Raw {
  id: number;
  department_name: string;
  branch_id: number | null;
  station_name: string | null;
  head_employee_id: number | null;
  head_name: string | null;
  description: string | null;
  status: number;
  employees_count: number;
}

function toRow(r: Raw): DepartmentRow {
  return {
    id: r.id,
    department_name: r.department_name,
    branch_id: r.branch_id,
    branch:
      r.branch_id !== null && r.station_name !== null
        ? { id: r.branch_id, station_name: r.station_name }
        : null,
    head:
      r.head_employee_id !== null && r.head_name !== null
        ? { id: r.head_employee_id, name: r.head_name }
        : null,
    description: r.description,
    status: r.status,
    employees_count: r.employees_count,
  };
}

function conditions(companyId: number, f: DepartmentFilter): SQL | undefined {
  const c: (SQL | undefined)[] = [eq(departments.companyId, companyId)];
  if (f.search) {
    const like = `%${f.search}%`;
    c.push(or(ilike(departments.departmentName, like), ilike(branches.stationName, like)));
  }
  if (f.status !== undefined) c.push(eq(departments.status, f.status));
  if (f.branchId !== undefined) c.push(eq(departments.branchId, f.branchId));
  if (f.headEmployeeId !== undefined) c.push(eq(departments.headEmployeeId, f.headEmployeeId));
  return and(...c);
}

// scoping: the list and the lookup that read it filter by company (selectedPage, selectedRow).
const withBranch = withRowOf(columns, departments, branches, departments.branchId);

export async function listDepartments(
  tx: Tx,
  companyId: number,
  f: DepartmentFilter,
  page: { limit: number; offset: number } | null,
): Promise<{ results: DepartmentRow[]; total: number }> {
  const where = conditions(companyId, f);
  const order = [asc(sql`lower(${departments.departmentName})`), asc(departments.id)];
  return selectedPage(tx, { ...withBranch, where, order }, page, toRow);
}

// scoping: rowFinder reads the row in the company its caller names (selectedRow).
export const findDepartment = rowFinder(withBranch, toRow);

export const branchExists = (tx: Tx, companyId: number, id: number) =>
  existsInCompany(tx, branches, companyId, id);

/** A head must be a current (not archived) employee of the company. */
export const activeEmployeeExists = (tx: Tx, companyId: number, id: number) =>
  existsInCompany(tx, employees, companyId, id, isNull(employees.archivedAt));

export async function insertDepartment(tx: Tx, companyId: number, v: DepartmentValues): Promise<number> {
  return insertCompanyRow(tx, departments, companyId, v, 'the new department');
}

export async function updateDepartment(
  tx: Tx,
  companyId: number,
  id: number,
  v: DepartmentValues,
): Promise<void> {
  await updateCompanyRow(tx, departments, companyId, id, { ...v, updatedAt: new Date() });
}

/** The rows to delete, locked so a concurrent assignment cannot slip in between check and delete. */
export async function lockDepartments(tx: Tx, companyId: number, ids: number[]) {
  return tx
    .select({ id: departments.id, department_name: departments.departmentName })
    .from(departments)
    .where(and(eq(departments.companyId, companyId), inArray(departments.id, ids)))
    .for('update');
}

/** Departments among `ids` that any employee (archived ones too) still points at. */
export async function departmentsInUse(tx: Tx, companyId: number, ids: number[]): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ id: employees.departmentId })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), inArray(employees.departmentId, ids)));
  return rows.map((r) => r.id).filter((id): id is number => id !== null);
}

export async function deleteDepartments(tx: Tx, companyId: number, ids: number[]): Promise<void> {
  await tx.delete(departments).where(and(eq(departments.companyId, companyId), inArray(departments.id, ids)));
}
