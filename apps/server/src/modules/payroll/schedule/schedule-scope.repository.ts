import { sql, type SQL } from 'drizzle-orm';
import type { SalaryScheduleFilter } from '@clockroom/contracts';
import type { Tx } from '../../../platform/db/database.ts';
import { pgArray } from '../../../platform/db/pg-array.ts';
import type { PayPeriod } from './pay-item-source.ts';

/**
 * Who a run covers (ADR 41), over the alias `e` (employees): the filter's branches, departments and
 * batch groups narrow each other, and a viewer without 'view all stations' only reaches the branches
 * they manage. A group is a bank group (employees whose bank is one of its banks), a branch group or
 * a custom list. The same condition serves the run, its clean-up, the reads, confirm and variance, so
 * they always agree on who is in scope.
 */
export interface ScheduleScope {
  filter: SalaryScheduleFilter;
  /** The branches the user manages; null: every branch. */
  managed: readonly number[] | null;
}

const ids = (list: readonly number[]) => sql`${pgArray([...list])}::bigint[]`;

export function scopeWhere(companyId: number, scope: ScheduleScope): SQL {
  const { filter, managed } = scope;
  const parts: SQL[] = [sql`e.company_id = ${companyId}`];
  if (managed !== null) parts.push(sql`e.branch_id = ANY(${ids(managed)})`);
  if (filter.branch_ids.length) parts.push(sql`e.branch_id = ANY(${ids(filter.branch_ids)})`);
  if (filter.department_ids.length) parts.push(sql`e.department_id = ANY(${ids(filter.department_ids)})`);
  if (filter.group_ids.length) {
    parts.push(sql`EXISTS (
      SELECT 1 FROM payroll_batch_groups g
      WHERE g.company_id = e.company_id AND g.id = ANY(${ids(filter.group_ids)})
        AND ((g.batch_by = 'bank' AND e.bank_id = ANY(g.bank_ids))
          OR (g.batch_by = 'branch' AND e.branch_id = ANY(g.branch_ids))
          OR (g.batch_by = 'custom' AND EXISTS (
            SELECT 1 FROM payroll_batch_group_employees ge
            WHERE ge.company_id = g.company_id AND ge.group_id = g.id AND ge.employee_id = e.id))))`);
  }
  return sql.join(parts, sql` AND `);
}

/** Employed during the month: not archived (or left on or after its first day), joined by its last day. */
function employedIn(period: PayPeriod): SQL {
  return sql`(e.archived_at IS NULL OR e.exit_date >= ${period.start}::date)
    AND (e.exit_date IS NULL OR e.exit_date >= ${period.start}::date)
    AND (e.appointment_date IS NULL OR e.appointment_date <= ${period.end}::date)`;
}

export interface ScopeEmployee {
  id: number;
  branchId: number | null;
  departmentId: number | null;
  appointmentDate: string | null;
  exitDate: string | null;
  annualRentKobo: bigint;
  nhfEnabled: boolean;
}

type Num = string | number;
type EmployeeRow = {
  id: Num;
  branch_id: Num | null;
  department_id: Num | null;
  appointment_date: string | null;
  exit_date: string | null;
  annual_rent_kobo: Num;
  nhf_enabled: boolean;
};

const numOrNull = (v: Num | null) => (v === null ? null : Number(v));

/** The employees in scope employed during the month, by id. */
export async function employeesInScope(
  tx: Tx,
  companyId: number,
  scope: ScheduleScope,
  period: PayPeriod,
): Promise<ScopeEmployee[]> {
  const r = await tx.execute<EmployeeRow>(sql`
    SELECT e.id, e.branch_id, e.department_id, e.appointment_date::text AS appointment_date,
           e.exit_date::text AS exit_date, e.annual_rent_kobo, e.nhf_enabled
    FROM employees e
    WHERE ${scopeWhere(companyId, scope)} AND ${employedIn(period)}
    ORDER BY e.id`);
  return r.rows.map((row) => ({
    id: Number(row.id),
    branchId: numOrNull(row.branch_id),
    departmentId: numOrNull(row.department_id),
    appointmentDate: row.appointment_date,
    exitDate: row.exit_date,
    annualRentKobo: BigInt(row.annual_rent_kobo),
    nhfEnabled: row.nhf_enabled,
  }));
}

/** How many employees the run would cover: decides between the request and a job. */
export async function countInScope(tx: Tx, companyId: number, scope: ScheduleScope, period: PayPeriod) {
  const r = await tx.execute<{ n: Num }>(
    sql`SELECT count(*) AS n FROM employees e WHERE ${scopeWhere(companyId, scope)} AND ${employedIn(period)}`,
  );
  return Number(r.rows[0]?.n ?? 0);
}

/** The company's staff during the month (ITF is due from a headcount, ADR 41), whatever the scope. */
export async function companyHeadcount(tx: Tx, companyId: number, period: PayPeriod): Promise<number> {
  const r = await tx.execute<{ n: Num }>(
    sql`SELECT count(*) AS n FROM employees e WHERE e.company_id = ${companyId} AND ${employedIn(period)}`,
  );
  return Number(r.rows[0]?.n ?? 0);
}

const FILTER_TABLES = {
  branch_ids: sql`branches`,
  department_ids: sql`departments`,
  group_ids: sql`payroll_batch_groups`,
} as const;

/** The first filter list naming an id the company does not have (another company's: a 404). */
export async function unknownFilterList(
  tx: Tx,
  companyId: number,
  filter: SalaryScheduleFilter,
): Promise<keyof typeof FILTER_TABLES | null> {
  for (const key of Object.keys(FILTER_TABLES) as (keyof typeof FILTER_TABLES)[]) {
    const list = filter[key];
    if (list.length === 0) continue;
    const r = await tx.execute<{ n: Num }>(
      sql`SELECT count(*) AS n FROM ${FILTER_TABLES[key]} WHERE company_id = ${companyId} AND id = ANY(${ids(list)})`,
    );
    if (Number(r.rows[0]?.n ?? 0) !== list.length) return key;
  }
  return null;
}
