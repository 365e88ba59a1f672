import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/database.ts';

/** A leave type as the leave requests read it. */
export type EligibleLeaveType = {
  id: number;
  leaveName: string;
  applicableDays: number;
  weekend: string[];
};

/**
 * Who may take a leave type (spec 2 §3, ADR 23): every branch (`is_generic`) or the employee's own;
 * everyone, or the employee's department, grade or the employee named; and the type's gender, when it
 * has one. One definition, over the aliases `lt` (leave_types) and `e` (employees), for the
 * employee's choice of types, the check on a request, the balances and the usage report.
 */
export const eligibleTypeOfEmployee: SQL = sql`lt.company_id = e.company_id
      AND (lt.is_generic OR lt.branch_id = e.branch_id)
      AND (lt.category_type = 'all_users'
        OR (lt.category_type = 'department' AND e.department_id = ANY (lt.member_ids))
        OR (lt.category_type = 'station_grade' AND e.employee_grade_id = ANY (lt.member_ids))
        OR (lt.category_type = 'employees' AND e.id = ANY (lt.member_ids)))
      AND (lt.gender IS NULL OR lt.gender = lower(e.gender))`;

function eligible(companyId: number, employeeId: number, extra: SQL = sql`true`): SQL {
  return sql`SELECT lt.id, lt.leave_name AS "leaveName", lt.applicable_days AS "applicableDays",
      lt.weekend
    FROM leave_types lt
    JOIN employees e ON e.company_id = lt.company_id AND e.id = ${employeeId}
    WHERE lt.company_id = ${companyId} AND ${eligibleTypeOfEmployee} AND ${extra}`;
}

/** The leave types an employee may request, by name. */
export async function listEligibleLeaveTypes(
  tx: Tx,
  companyId: number,
  employeeId: number,
): Promise<EligibleLeaveType[]> {
  const r = await tx.execute<EligibleLeaveType>(
    sql`${eligible(companyId, employeeId)} ORDER BY lower(lt.leave_name), lt.id`,
  );
  return r.rows.map(normalise);
}

/** The leave type when this employee may take it, else null. */
export async function findEligibleLeaveType(
  tx: Tx,
  companyId: number,
  employeeId: number,
  leaveTypeId: number,
): Promise<EligibleLeaveType | null> {
  const r = await tx.execute<EligibleLeaveType>(eligible(companyId, employeeId, sql`lt.id = ${leaveTypeId}`));
  const row = r.rows[0];
  return row ? normalise(row) : null;
}

const normalise = (r: EligibleLeaveType): EligibleLeaveType => ({
  id: Number(r.id),
  leaveName: r.leaveName,
  applicableDays: Number(r.applicableDays),
  weekend: r.weekend,
});
