import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/database.ts';
import { pageBound } from '../../../platform/db/paging.ts';

export { employeeWhere, type EmployeeScope } from '../../../platform/db/employee-scope.ts';

export interface ReportEmployee extends Record<string, unknown> {
  id: number;
  name: string;
  department: string | null;
}

/** The employees in scope with their department, in name order (the report's row order). */
export async function employeesInScope(tx: Tx, companyId: number, where: SQL): Promise<ReportEmployee[]> {
  const r = await tx.execute<ReportEmployee>(sql`
    SELECT e.id, e.first_name || ' ' || e.last_name AS name, d.department_name AS department
    FROM employees e
    LEFT JOIN departments d ON d.company_id = e.company_id AND d.id = e.department_id
    WHERE e.company_id = ${companyId} AND ${where}
    ORDER BY lower(e.first_name), lower(e.last_name), e.id`);
  return r.rows.map((row) => ({ ...row, id: Number(row.id) }));
}

export interface ExemptionUsageDbRow extends Record<string, unknown> {
  employee_id: number;
  employee_name: string;
  department: string | null;
  total_requests: number;
  approved: number;
  pending: number;
  rejected: number;
  last_exemption_date: string | null;
}

/** Exemptions in the range, of the status when one is given, counted per employee in scope. */
function exemptionUsageFrom(
  companyId: number,
  where: SQL,
  range: { start: string; end: string },
  status: string | undefined,
): SQL {
  const statusFilter = status === undefined ? sql`` : sql` AND x.status = ${status}`;
  return sql`
    FROM employees e
    JOIN exemptions x ON x.company_id = e.company_id AND x.employee_id = e.id
     AND x.date BETWEEN ${range.start}::date AND ${range.end}::date${statusFilter}
    LEFT JOIN departments d ON d.company_id = e.company_id AND d.id = e.department_id
    WHERE e.company_id = ${companyId} AND x.company_id = ${companyId} AND ${where}`;
}

/** One page of the exemption usage summary, in name order; `paging` undefined: every row. */
export async function exemptionUsage(
  tx: Tx,
  companyId: number,
  where: SQL,
  range: { start: string; end: string },
  status: string | undefined,
  paging?: { limit: number; offset: number },
): Promise<ExemptionUsageDbRow[]> {
  const page = paging ? sql` LIMIT ${pageBound(paging.limit)} OFFSET ${pageBound(paging.offset)}` : sql``;
  const r = await tx.execute<ExemptionUsageDbRow>(sql`
    SELECT e.id AS employee_id, e.first_name || ' ' || e.last_name AS employee_name,
           min(d.department_name) AS department,
           count(*)::int AS total_requests,
           count(*) FILTER (WHERE x.status = 'approved')::int AS approved,
           count(*) FILTER (WHERE x.status = 'pending')::int AS pending,
           count(*) FILTER (WHERE x.status = 'rejected')::int AS rejected,
           to_char(max(x.date), 'YYYY-MM-DD') AS last_exemption_date
    ${exemptionUsageFrom(companyId, where, range, status)}
    GROUP BY e.company_id, e.id
    ORDER BY lower(e.first_name), lower(e.last_name), e.id${page}`);
  return r.rows.map((row) => ({
    ...row,
    employee_id: Number(row.employee_id),
    total_requests: Number(row.total_requests),
    approved: Number(row.approved),
    pending: Number(row.pending),
    rejected: Number(row.rejected),
  }));
}

/** How many employees the summary has, and its requests added up (the totals row), in one statement. */
export async function exemptionUsageTotal(
  tx: Tx,
  companyId: number,
  where: SQL,
  range: { start: string; end: string },
  status: string | undefined,
): Promise<{ total: number; totals: Record<string, number> }> {
  const r = await tx.execute<Record<string, number | string>>(sql`
    SELECT count(DISTINCT e.id)::int AS n, count(*)::int AS total_requests,
           count(*) FILTER (WHERE x.status = 'approved')::int AS approved,
           count(*) FILTER (WHERE x.status = 'pending')::int AS pending,
           count(*) FILTER (WHERE x.status = 'rejected')::int AS rejected
    ${exemptionUsageFrom(companyId, where, range, status)}`);
  const { n = 0, ...sums } = r.rows[0] ?? {};
  return {
    total: Number(n),
    totals: Object.fromEntries(Object.entries(sums).map(([k, v]) => [k, Number(v)])),
  };
}
