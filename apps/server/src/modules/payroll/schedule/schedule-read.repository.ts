import { sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/database.ts';
import { pageBound } from '../../../platform/db/paging.ts';
import type { PayPeriod, ScheduleLine } from './pay-item-source.ts';
import { scopeWhere, type ScheduleScope } from './schedule-scope.repository.ts';

/**
 * Reading the scope's stored rows (ADR 41): a page in name order with who the employee is, and the
 * scope's sums in one aggregate. The rows of every employee in scope count, archived ones included
 * (a confirmed month keeps the leavers it paid).
 */

type Num = string | number;

/** The money columns an answer shows, summed by the aggregate and by a page alike. */
export const MONEY_COLUMNS = [
  'gross_pay_kobo',
  'overtime_kobo',
  'benefits_kobo',
  'deductions_kobo',
  'loan_repayment_kobo',
  'paye_kobo',
  'pension_employee_kobo',
  'pension_employer_kobo',
  'nhf_kobo',
  'net_pay_kobo',
] as const;
export type MoneyColumn = (typeof MONEY_COLUMNS)[number];

export type StoredRow = Record<MoneyColumn, Num> & {
  id: Num;
  employee_id: Num;
  first_name: string;
  last_name: string;
  pin: string | null;
  status: 'open' | 'confirmed';
  source: 'run' | 'import';
  days_paid: number;
  days_in_month: number;
  branch: string | null;
  department: string | null;
  pay_package_id: Num | null;
  tax_table_id: Num | null;
  monthly_salary_kobo: Num;
  taxable_pay_kobo: Num;
  eligible_deductions_kobo: Num;
  nhis_kobo: Num;
  lines: ScheduleLine[];
};

const ROW_COLUMNS = sql.raw(
  `r.id, r.employee_id, e.first_name, e.last_name, e.pin, r.status, r.source, r.days_paid, r.days_in_month,
   b.station_name AS branch, d.department_name AS department, r.pay_package_id, r.tax_table_id,
   r.monthly_salary_kobo, r.taxable_pay_kobo, r.eligible_deductions_kobo, r.nhis_kobo, r.lines,
   ${MONEY_COLUMNS.map((c) => `r.${c}`).join(', ')}`,
);

const FROM_ROWS = (companyId: number, scope: ScheduleScope, period: PayPeriod) => sql`
  FROM payroll_schedule_rows r
  JOIN employees e ON e.company_id = r.company_id AND e.id = r.employee_id
  WHERE r.company_id = ${companyId} AND r.year = ${period.year} AND r.month = ${period.month}
    AND ${scopeWhere(companyId, scope)}`;

export async function readRows(
  tx: Tx,
  companyId: number,
  scope: ScheduleScope,
  period: PayPeriod,
  page: { limit: number; offset: number },
): Promise<StoredRow[]> {
  const r = await tx.execute<StoredRow>(sql`
    SELECT ${ROW_COLUMNS}
    FROM (SELECT r.* ${FROM_ROWS(companyId, scope, period)}
          ORDER BY e.last_name, e.first_name, r.id
          LIMIT ${pageBound(page.limit)} OFFSET ${pageBound(page.offset)}) r
    JOIN employees e ON e.company_id = r.company_id AND e.id = r.employee_id
    LEFT JOIN branches b ON b.company_id = r.company_id AND b.id = r.branch_id
    LEFT JOIN departments d ON d.company_id = r.company_id AND d.id = r.department_id
    ORDER BY e.last_name, e.first_name, r.id`);
  return r.rows;
}

export type ScopeSums = Record<MoneyColumn, Num> & {
  total: Num;
  open: Num;
  confirmed: Num;
  computed_at: string | null;
};

export async function scopeSums(
  tx: Tx,
  companyId: number,
  scope: ScheduleScope,
  period: PayPeriod,
): Promise<ScopeSums> {
  const sums = sql.raw(MONEY_COLUMNS.map((c) => `coalesce(sum(r.${c}), 0) AS ${c}`).join(', '));
  const r = await tx.execute<ScopeSums>(sql`
    SELECT count(*) AS total, count(*) FILTER (WHERE r.status = 'open') AS open,
           count(*) FILTER (WHERE r.status = 'confirmed') AS confirmed,
           to_char(max(r.computed_at) FILTER (WHERE r.status = 'open') AT TIME ZONE 'UTC',
                   'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS computed_at,
           ${sums}
    ${FROM_ROWS(companyId, scope, period)}`);
  const row = r.rows[0];
  if (!row) throw new Error('an aggregate answers one row');
  return row;
}

/** The components and allowances the scope's rows pay, in payslip order: a file's columns. */
export async function scopeComponents(
  tx: Tx,
  companyId: number,
  scope: ScheduleScope,
  period: PayPeriod,
): Promise<{ kind: string; code: string; name: string }[]> {
  const r = await tx.execute<{ kind: string; code: string; name: string }>(sql`
    SELECT x.l->>'kind' AS kind, x.l->>'code' AS code, min(x.l->>'name') AS name
    FROM payroll_schedule_rows r
    JOIN employees e ON e.company_id = r.company_id AND e.id = r.employee_id
    CROSS JOIN LATERAL jsonb_array_elements(r.lines) WITH ORDINALITY AS x(l, o)
    WHERE r.company_id = ${companyId} AND r.year = ${period.year} AND r.month = ${period.month}
      AND ${scopeWhere(companyId, scope)} AND x.l->>'kind' IN ('component', 'allowance')
    GROUP BY 1, 2
    ORDER BY x.l->>'kind' = 'allowance', min(x.o), 2`);
  return r.rows;
}
