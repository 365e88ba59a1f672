import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from './database.ts';
import { pgArray } from './pg-array.ts';

/** Who a report covers, already checked against the company by the service. */
export interface EmployeeScope {
  employeeId?: number | undefined;
  departmentId?: number | undefined;
  branchId?: number | undefined;
  /** The branches the viewer sees (branch-scope.ts); null: every branch. */
  visibleBranchIds: number[] | null;
  search?: string | undefined;
}

/**
 * The employees a report covers, over the alias `e`: the company's current records in scope (the
 * HR usage reports and the attendance reports share it).
 */
export function employeeWhere(companyId: number, s: EmployeeScope): SQL {
  const parts: SQL[] = [sql`e.company_id = ${companyId}`, sql`e.archived_at IS NULL`];
  if (s.employeeId !== undefined) parts.push(sql`e.id = ${s.employeeId}`);
  if (s.departmentId !== undefined) parts.push(sql`e.department_id = ${s.departmentId}`);
  if (s.branchId !== undefined) parts.push(sql`e.branch_id = ${s.branchId}`);
  if (s.visibleBranchIds !== null)
    parts.push(sql`e.branch_id = ANY(${pgArray(s.visibleBranchIds)}::bigint[])`);
  if (s.search) {
    const like = `%${s.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(sql`(e.first_name || ' ' || e.last_name ILIKE ${like} OR e.last_name || ' ' || e.first_name ILIKE ${like}
      OR e.pin ILIKE ${like})`);
  }
  return sql.join(parts, sql` AND `);
}

/** The branch of a current employee of the company (null: none); undefined when there is no such employee. */
export async function employeeBranch(
  tx: Tx,
  companyId: number,
  id: number,
): Promise<number | null | undefined> {
  const r = await tx.execute<{ branch_id: number | string | null }>(
    sql`SELECT branch_id FROM employees WHERE company_id = ${companyId} AND id = ${id} AND archived_at IS NULL`,
  );
  const row = r.rows[0];
  return row ? (row.branch_id === null ? null : Number(row.branch_id)) : undefined;
}

/**
 * Which of these ids are the company's current (not archived) employees, of these branches when
 * given (null: any): the check before anyone is put on a plan, an allowance, a rule or a record.
 */
export async function currentEmployeeIds(
  tx: Tx,
  companyId: number,
  ids: readonly number[],
  branches: readonly number[] | null = null,
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const r = await tx.execute<{ id: string | number }>(sql`SELECT e.id FROM employees e
    WHERE e.company_id = ${companyId} AND e.id = ANY(${pgArray(ids)}::bigint[])
      AND e.archived_at IS NULL
      ${branches === null ? sql`` : sql`AND e.branch_id = ANY(${pgArray(branches)}::bigint[])`}`);
  return new Set(r.rows.map((row) => Number(row.id)));
}

const TABLES = { departments: sql`departments`, branches: sql`branches`, leave_types: sql`leave_types` };

/** Whether the company has this department, branch or leave type. */
export async function companyHas(tx: Tx, companyId: number, table: keyof typeof TABLES, id: number) {
  const r = await tx.execute(
    sql`SELECT 1 FROM ${TABLES[table]} WHERE company_id = ${companyId} AND id = ${id}`,
  );
  return r.rows.length > 0;
}
