import { and, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { Tx } from '../../../platform/db/database.ts';
import {
  banks,
  branches,
  departments,
  employeeCategories,
  employeeDesignations,
  employeeGrades,
  employees,
  employeeTypes,
  teams,
} from '../../../db/schema/index.ts';
import { pageBound } from '../../../platform/db/paging.ts';
import { runShape } from '../../../platform/db/prepared-shapes.ts';
import { deleteCompanyRows, expectRow, updateCompanyRow } from '../../../platform/db/rows.ts';
import {
  ofEmployeeCompany,
  withDepartmentAndBranch,
  withEmployeeRecords,
} from '../../../platform/db/employee-joins.ts';

export type EmployeeRow = typeof employees.$inferSelect;
export type EmployeeInsert = typeof employees.$inferInsert;

export interface EmployeeFilter {
  search?: string | undefined;
  departmentIds?: number[] | undefined;
  teamIds?: number[] | undefined;
  gradeIds?: number[] | undefined;
  branchIds?: number[] | undefined;
  /** The active branch from the header, when one is chosen. */
  branchId?: number | null;
  /** The branches a user without 'view all stations' manages (branch-scope.ts); null: every one. */
  managedBranchIds?: number[] | null;
  /** 1 active, 0 inactive; undefined both. */
  status?: 0 | 1 | undefined;
  /** false (default): current staff; true: the archive. */
  archived?: boolean;
}

/** A filter as SQL with placeholders, the shape of that SQL, and the placeholders' values. */
interface FilterSql {
  where: SQL | undefined;
  shape: string;
  values: Record<string, unknown>;
}

/**
 * The filter's conditions. Values travel as placeholders, so one statement text serves every value
 * of a shape (prepared-shapes.ts); lists of ids are one array parameter (`= any($n)`), not one
 * parameter per id.
 */
function filterSql(companyId: number, f: EmployeeFilter): FilterSql {
  // The company is a placeholder too: a statement kept per connection serves every tenant (ADR 18).
  const where: SQL[] = [
    eq(employees.companyId, sql.placeholder('companyId')),
    f.archived ? isNotNull(employees.archivedAt) : isNull(employees.archivedAt),
  ];
  const shape = [f.archived ? 'archived' : 'current'];
  const values: Record<string, unknown> = { companyId };
  const add = (name: string, value: unknown, condition: SQL) => {
    where.push(condition);
    shape.push(name);
    values[name] = value;
  };
  const anyOf = (column: AnyPgColumn, name: string) => sql`${column} = any(${sql.placeholder(name)})`;
  if (f.search) {
    // search_text holds the five searched fields, lower-cased (see the schema).
    const like = `%${f.search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    add('like', like, sql`${employees.searchText} like lower(${sql.placeholder('like')})`);
  }
  if (f.departmentIds?.length)
    add('departmentIds', f.departmentIds, anyOf(employees.departmentId, 'departmentIds'));
  if (f.teamIds?.length) add('teamIds', f.teamIds, anyOf(employees.teamId, 'teamIds'));
  if (f.gradeIds?.length) add('gradeIds', f.gradeIds, anyOf(employees.employeeGradeId, 'gradeIds'));
  if (f.branchIds?.length) add('branchIds', f.branchIds, anyOf(employees.branchId, 'branchIds'));
  if (f.managedBranchIds)
    add('managedBranchIds', f.managedBranchIds, anyOf(employees.branchId, 'managedBranchIds'));
  if (f.branchId != null) add('branchId', f.branchId, eq(employees.branchId, sql.placeholder('branchId')));
  if (f.status !== undefined) add('status', f.status, eq(employees.status, sql.placeholder('status')));
  return { where: and(...where), shape: shape.join(','), values };
}

/** What every employee picker and table shows, and the filter's total on each row. */
// scoping: the total runs filterSql's where, which starts with company_id
function personColumns(tx: Tx, filter: FilterSql) {
  return {
    id: employees.id,
    name: sql<string>`${employees.firstName} || ' ' || ${employees.lastName}`,
    first_name: employees.firstName,
    last_name: employees.lastName,
    pin: employees.pin,
    email: employees.email,
    picture: employees.picture,
    total: sql<number>`(${countQuery(tx, filter)})`.mapWith(Number),
  };
}

/**
 * One page of the staff `f` selects, in name order (current staff walk employees_live_name_idx), with
 * the total. `select` gives the columns and joins; the statement is built once per shape
 * (prepared-shapes.ts).
 */
async function staffPage<Q extends PgSelect & { _: { result: { total: number }[] } }>(
  tx: Tx,
  companyId: number,
  kind: string,
  f: EmployeeFilter,
  limit: number,
  offset: number,
  select: (filter: FilterSql) => Q,
) {
  const filter = filterSql(companyId, f);
  const rows = await runShape(
    tx,
    `employees.${kind}:${filter.shape}:${limit}:${offset}`,
    () =>
      select(filter)
        .where(filter.where)
        .orderBy(employees.lastName, employees.firstName, employees.id)
        .limit(pageBound(limit))
        .offset(pageBound(offset)),
    filter.values,
  );
  // Spelled out: inside this generic function TypeScript would otherwise settle for the constraint.
  return withTotal<Q['_']['result'][number]>(tx, rows as Q['_']['result'], filter, offset);
}

export function searchEmployees(tx: Tx, companyId: number, f: EmployeeFilter, limit: number, offset: number) {
  return staffPage(tx, companyId, 'search', f, limit, offset, (filter) =>
    withDepartmentAndBranch(
      tx
        .select({
          ...personColumns(tx, filter),
          department: departments.departmentName,
          branch: branches.stationName,
        })
        .from(employees)
        .$dynamic(),
    ),
  );
}

/**
 * The admin table (GET /organization/employees and /archives): one statement for rows and total.
 * The page walks employees_live_name_idx and stops after `limit` rows, joining only those to their
 * branch, department, designation and type; the total is an uncorrelated scalar subquery (an
 * index-only count, computed once). Measured on 1,000 employees per company: 0.8 ms against 2.0 ms
 * for count(*) over(), which has to read every row of the company.
 */
export function listEmployees(tx: Tx, companyId: number, f: EmployeeFilter, limit: number, offset: number) {
  return staffPage(tx, companyId, 'list', f, limit, offset, (filter) =>
    tx
      .select({
        ...personColumns(tx, filter),
        branch: branches.stationName,
        department: departments.departmentName,
        designation: employeeDesignations.name,
        employee_type: employeeTypes.name,
        status: employees.status,
        login_access: employees.loginAccess,
        archived_at: employees.archivedAt,
      })
      .from(employees)
      .leftJoin(branches, ofEmployeeCompany(branches, employees.branchId))
      .leftJoin(departments, ofEmployeeCompany(departments, employees.departmentId))
      .leftJoin(
        employeeDesignations,
        ofEmployeeCompany(employeeDesignations, employees.employeeDesignationId),
      )
      .leftJoin(employeeTypes, ofEmployeeCompany(employeeTypes, employees.employeeTypeId))
      .$dynamic(),
  );
}

/**
 * count(*) of the filter: a page's total as a subquery, or alone past the last page. Inside a
 * subquery "employees" names the subquery's own table.
 */
// scoping: runs filterSql's where, which starts with company_id
function countQuery(tx: Tx, filter: FilterSql) {
  return tx
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(employees)
    .where(filter.where);
}

async function withTotal<R extends { total: number }>(tx: Tx, rows: R[], filter: FilterSql, offset: number) {
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && offset > 0) {
    const [c] = await runShape(
      tx,
      `employees.count:${filter.shape}`,
      () => countQuery(tx, filter),
      filter.values,
    );
    total = c?.total ?? 0;
  }
  return { results: rows.map(({ total: _t, ...r }) => r), total };
}

export async function findEmployee(tx: Tx, companyId: number, id: number) {
  const [row] = await withEmployeeRecords(
    tx
      .select({
        employee: employees,
        branch: { id: branches.id, station_name: branches.stationName, is_hq: branches.isHq },
        department: { id: departments.id, department_name: departments.departmentName },
        team: { id: teams.id, team_name: teams.teamName },
        employee_type: { id: employeeTypes.id, type_name: employeeTypes.name },
        employee_grade: { id: employeeGrades.id, grade_name: employeeGrades.name },
        employee_category: { id: employeeCategories.id, category_name: employeeCategories.name },
        employee_designation: { id: employeeDesignations.id, designation_name: employeeDesignations.name },
        bank: { id: banks.id, bank_name: banks.name },
      })
      .from(employees)
      .$dynamic(),
  )
    .where(and(eq(employees.companyId, companyId), eq(employees.id, id)))
    .limit(1);
  return row;
}

export async function findEmployeesByIds(tx: Tx, companyId: number, ids: number[]) {
  return tx
    .select({
      id: employees.id,
      firstName: employees.firstName,
      lastName: employees.lastName,
      status: employees.status,
      archivedAt: employees.archivedAt,
    })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), inArray(employees.id, ids)));
}

export async function insertEmployee(
  tx: Tx,
  companyId: number,
  row: Omit<EmployeeInsert, 'companyId'>,
): Promise<EmployeeRow> {
  return expectRow(
    await tx
      .insert(employees)
      .values({ ...row, companyId })
      .returning(),
    'the new employee',
  );
}

export async function updateEmployee(
  tx: Tx,
  companyId: number,
  id: number,
  patch: Partial<EmployeeInsert>,
): Promise<void> {
  if (Object.keys(patch).length === 0) return;
  await updateCompanyRow(tx, employees, companyId, id, { ...patch, updatedAt: new Date() });
}

export async function setStatus(tx: Tx, companyId: number, ids: number[], status: 0 | 1): Promise<void> {
  await tx
    .update(employees)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(employees.companyId, companyId), inArray(employees.id, ids)));
}

export async function setArchived(
  tx: Tx,
  companyId: number,
  ids: number[],
  archivedAt: Date | null,
): Promise<void> {
  await tx
    .update(employees)
    .set({ archivedAt, updatedAt: new Date() })
    .where(and(eq(employees.companyId, companyId), inArray(employees.id, ids)));
}

export async function deleteEmployees(tx: Tx, companyId: number, ids: number[]): Promise<void> {
  await deleteCompanyRows(
    tx,
    employees,
    companyId,
    inArray(employees.id, ids),
    isNotNull(employees.archivedAt),
  );
}
