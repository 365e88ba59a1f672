import { sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/database.ts';
import { scopeWhere, type ScheduleScope } from './schedule-scope.repository.ts';

/**
 * What salary payments read of a month (issue 21, ADR 59): the scope's confirmed rows with each
 * employee's net pay and bank details now, in the run's scope (schedule-scope.repository.ts).
 */
export interface UploadRow {
  row_id: number;
  employee_id: number;
  name: string;
  pin: string | null;
  branch_id: number | null;
  branch_name: string | null;
  bank_id: number | null;
  bank_code: string | null;
  bank_name: string | null;
  account_number: string | null;
  account_name: string | null;
  net_pay_kobo: number;
}

export interface MonthForUpload {
  open: number;
  confirmed: number;
  /** Confirmed rows computed by a run (imported history was paid elsewhere), net pay above zero. */
  rows: UploadRow[];
}

type Num = string | number;
type Raw = {
  row_id: Num;
  employee_id: Num;
  name: string;
  pin: string | null;
  branch_id: Num | null;
  branch_name: string | null;
  bank_id: Num | null;
  bank_code: string | null;
  bank_name: string | null;
  account_number: string | null;
  account_name: string | null;
  net_pay_kobo: Num;
};

export async function readMonthForUpload(
  tx: Tx,
  companyId: number,
  scope: ScheduleScope,
): Promise<MonthForUpload> {
  const { filter } = scope;
  const where = scopeWhere(companyId, scope);
  const month = sql`r.company_id = ${companyId} AND r.year = ${filter.year} AND r.month = ${filter.month}`;
  const counts = await tx.execute<{ open: Num; confirmed: Num }>(sql`
    SELECT count(*) FILTER (WHERE r.status = 'open') AS open,
           count(*) FILTER (WHERE r.status = 'confirmed') AS confirmed
    FROM payroll_schedule_rows r JOIN employees e ON e.company_id = r.company_id AND e.id = r.employee_id
    WHERE ${month} AND ${where}`);
  const rows = await tx.execute<Raw>(sql`
    SELECT r.id AS row_id, e.id AS employee_id, concat_ws(' ', e.first_name, e.last_name) AS name,
           e.pin, e.branch_id, b.station_name AS branch_name, e.bank_id, k.code AS bank_code, k.name AS bank_name,
           e.account_number, e.account_name, r.net_pay_kobo
    FROM payroll_schedule_rows r
    JOIN employees e ON e.company_id = r.company_id AND e.id = r.employee_id
    LEFT JOIN branches b ON b.company_id = e.company_id AND b.id = e.branch_id
    LEFT JOIN banks k ON k.id = e.bank_id
    WHERE ${month} AND ${where} AND r.status = 'confirmed' AND r.source = 'run' AND r.net_pay_kobo > 0
    ORDER BY e.id`);
  const c = counts.rows[0];
  return {
    open: Number(c?.open ?? 0),
    confirmed: Number(c?.confirmed ?? 0),
    rows: rows.rows.map((r) => ({
      row_id: Number(r.row_id),
      employee_id: Number(r.employee_id),
      name: r.name,
      pin: r.pin,
      branch_id: r.branch_id === null ? null : Number(r.branch_id),
      branch_name: r.branch_name,
      bank_id: r.bank_id === null ? null : Number(r.bank_id),
      bank_code: r.bank_code,
      bank_name: r.bank_name,
      account_number: r.account_number,
      account_name: r.account_name,
      net_pay_kobo: Number(r.net_pay_kobo),
    })),
  };
}
