import { sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/database.ts';
import { pgArray } from '../../../platform/db/pg-array.ts';
import type { PayPeriod, ScheduleLine } from './pay-item-source.ts';
import { scopeWhere, type ScheduleScope } from './schedule-scope.repository.ts';

type Num = string | number;

/** A stored row as confirm compares it with what a run computes now. */
export interface RowToConfirm {
  id: number;
  employeeId: number;
  status: 'open' | 'confirmed';
  source: 'run' | 'import';
  daysPaid: number;
  payPackageId: number | null;
  lines: ScheduleLine[];
}

export async function rowsToConfirm(
  tx: Tx,
  companyId: number,
  scope: ScheduleScope,
  period: PayPeriod,
): Promise<RowToConfirm[]> {
  const r = await tx.execute<{
    id: Num;
    employee_id: Num;
    status: 'open' | 'confirmed';
    source: 'run' | 'import';
    days_paid: Num;
    pay_package_id: Num | null;
    lines: ScheduleLine[];
  }>(sql`
    SELECT r.id, r.employee_id, r.status, r.source, r.days_paid, r.pay_package_id, r.lines
    FROM payroll_schedule_rows r
    JOIN employees e ON e.company_id = r.company_id AND e.id = r.employee_id
    WHERE r.company_id = ${companyId} AND r.year = ${period.year} AND r.month = ${period.month}
      AND ${scopeWhere(companyId, scope)}`);
  return r.rows.map((row) => ({
    id: Number(row.id),
    employeeId: Number(row.employee_id),
    status: row.status,
    source: row.source,
    daysPaid: Number(row.days_paid),
    payPackageId: row.pay_package_id === null ? null : Number(row.pay_package_id),
    lines: row.lines,
  }));
}

/** Freezes the rows: only open ones, so a retried confirm changes nothing it already froze. */
export async function markConfirmed(
  tx: Tx,
  companyId: number,
  rowIds: readonly number[],
  userId: number,
): Promise<number> {
  const r = await tx.execute<{ id: Num }>(sql`
    UPDATE payroll_schedule_rows
    SET status = 'confirmed', confirmed_at = now(), confirmed_by = ${userId}, updated_at = now()
    WHERE company_id = ${companyId} AND id = ANY(${pgArray([...rowIds])}::bigint[]) AND status = 'open'
    RETURNING id`);
  return r.rows.length;
}
