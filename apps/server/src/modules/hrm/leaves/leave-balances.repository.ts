import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/database.ts';
import { eligibleTypeOfEmployee } from '../shared/leave-eligibility.repository.ts';

/** One employee's use of one leave type in a leave year, before the entitlement is worked out. */
export interface UsageRow extends Record<string, unknown> {
  employeeId: number;
  leaveTypeId: number;
  leaveName: string;
  applicableDays: number;
  appointmentDate: string | null;
  /** Working days of approved requests (scheduled or taken). */
  approvedDays: number;
  pendingDays: number;
}

/**
 * Days approved and pending per (employee, eligible leave type) in a calendar leave year (ADR 23),
 * over the employees `employeeWhere` selects (alias `e`). `excludeRequestId` leaves out the request
 * being edited, so its own days do not count against it.
 */
export async function usageByType(
  tx: Tx,
  companyId: number,
  year: number,
  employeeWhere: SQL,
  opts: { leaveTypeId?: number; excludeRequestId?: number } = {},
): Promise<UsageRow[]> {
  const typeFilter = opts.leaveTypeId === undefined ? sql`` : sql` AND lt.id = ${opts.leaveTypeId}`;
  const exclude = opts.excludeRequestId === undefined ? sql`` : sql` AND r.id <> ${opts.excludeRequestId}`;
  const r = await tx.execute<UsageRow>(sql`
    SELECT e.id AS "employeeId", lt.id AS "leaveTypeId", lt.leave_name AS "leaveName",
           lt.applicable_days AS "applicableDays", to_char(e.appointment_date, 'YYYY-MM-DD') AS "appointmentDate",
           coalesce(sum(r.days) FILTER (WHERE r.status = 'approved'), 0)::int AS "approvedDays",
           coalesce(sum(r.days) FILTER (WHERE r.status = 'pending'), 0)::int AS "pendingDays"
    FROM employees e
    JOIN leave_types lt ON ${eligibleTypeOfEmployee}
    LEFT JOIN leave_requests r
      ON r.company_id = e.company_id AND r.employee_id = e.id AND r.leave_type_id = lt.id
     AND r.start_date BETWEEN make_date(${year}::int, 1, 1) AND make_date(${year}::int, 12, 31)${exclude}
    WHERE e.company_id = ${companyId} AND lt.company_id = ${companyId} AND ${employeeWhere}${typeFilter}
    GROUP BY e.company_id, e.id, lt.company_id, lt.id
    ORDER BY e.id, lower(lt.leave_name), lt.id`);
  return r.rows.map((row) => ({
    ...row,
    employeeId: Number(row.employeeId),
    leaveTypeId: Number(row.leaveTypeId),
    applicableDays: Number(row.applicableDays),
    approvedDays: Number(row.approvedDays),
    pendingDays: Number(row.pendingDays),
  }));
}

/** One employee's usage, as usageByType reads it. */
export const usageOfEmployee = (
  tx: Tx,
  companyId: number,
  employeeId: number,
  year: number,
  opts: { leaveTypeId?: number; excludeRequestId?: number } = {},
) => usageByType(tx, companyId, year, sql`e.id = ${employeeId}`, opts);
