import { sql, type SQL } from 'drizzle-orm';
import { HRM_DASHBOARD_LIST_LIMIT, type DashboardLeave } from '@clockroom/contracts';
import type { Tx } from '../../../platform/db/database.ts';

/** The employees the viewer sees (alias `e`): current records of the visible branches. */
const visible = (companyId: number, branchIds: number[] | null): SQL =>
  branchIds === null
    ? sql`e.company_id = ${companyId} AND e.archived_at IS NULL`
    : sql`e.company_id = ${companyId} AND e.archived_at IS NULL
        AND e.branch_id = ANY(${`{${branchIds.join(',')}}`}::bigint[])`;

type LeaveDbRow = DashboardLeave & Record<string, unknown>;

/** Approved leave the `when` condition (over `r`) selects, with how many there are in all. */
async function approvedLeave(
  tx: Tx,
  companyId: number,
  branchIds: number[] | null,
  when: SQL,
  order: SQL,
): Promise<{ count: number; people: DashboardLeave[] }> {
  const from = sql`
    FROM leave_requests r
    JOIN employees e ON e.company_id = r.company_id AND e.id = r.employee_id
    JOIN leave_types lt ON lt.company_id = r.company_id AND lt.id = r.leave_type_id
    WHERE r.company_id = ${companyId} AND r.status = 'approved' AND ${when} AND ${visible(companyId, branchIds)}`;
  const rows = await tx.execute<LeaveDbRow>(sql`
    SELECT r.id AS leave_request_id, e.id AS employee_id, e.first_name || ' ' || e.last_name AS employee_name,
           e.picture, lt.leave_name, to_char(r.start_date, 'YYYY-MM-DD') AS start_date,
           to_char(r.end_date, 'YYYY-MM-DD') AS end_date, r.days
    ${from}
    ORDER BY ${order}, lower(e.first_name), r.id
    LIMIT ${HRM_DASHBOARD_LIST_LIMIT}`);
  const total = await tx.execute<{ n: number }>(sql`SELECT count(*)::int AS n ${from}`);
  return {
    count: Number(total.rows[0]?.n ?? 0),
    people: rows.rows.map((r) => ({
      ...r,
      leave_request_id: Number(r.leave_request_id),
      employee_id: Number(r.employee_id),
      days: Number(r.days),
    })),
  };
}

/** Who is away on `today` (an approved request covering it), soonest back first. */
export const onLeaveToday = (tx: Tx, companyId: number, branchIds: number[] | null, today: string) =>
  approvedLeave(
    tx,
    companyId,
    branchIds,
    sql`${today}::date BETWEEN r.start_date AND r.end_date`,
    sql`r.end_date`,
  );

/** Approved leave starting after `today` and within `days` of it, soonest first. */
export const upcomingLeave = (
  tx: Tx,
  companyId: number,
  branchIds: number[] | null,
  today: string,
  days: number,
) =>
  approvedLeave(
    tx,
    companyId,
    branchIds,
    sql`r.start_date > ${today}::date AND r.start_date <= ${today}::date + ${days}::int`,
    sql`r.start_date`,
  );

/** Requests starting in the year by status as read (ADR 23: approved is scheduled before its start). */
export async function requestsByStatus(
  tx: Tx,
  companyId: number,
  branchIds: number[] | null,
  today: string,
  year: number,
) {
  const r = await tx.execute<Record<string, number>>(sql`
    SELECT count(*) FILTER (WHERE r.status = 'pending')::int AS pending,
           count(*) FILTER (WHERE r.status = 'approved' AND r.start_date > ${today}::date)::int AS scheduled,
           count(*) FILTER (WHERE r.status = 'approved' AND r.start_date <= ${today}::date)::int AS taken,
           count(*) FILTER (WHERE r.status = 'rejected')::int AS rejected,
           count(*) FILTER (WHERE r.status = 'cancelled')::int AS cancelled
    FROM leave_requests r
    JOIN employees e ON e.company_id = r.company_id AND e.id = r.employee_id
    WHERE r.company_id = ${companyId} AND ${visible(companyId, branchIds)}
      AND r.start_date BETWEEN make_date(${year}::int, 1, 1) AND make_date(${year}::int, 12, 31)`);
  const row = r.rows[0] ?? {};
  const n = (k: string) => Number(row[k] ?? 0);
  return {
    pending: n('pending'),
    scheduled: n('scheduled'),
    taken: n('taken'),
    rejected: n('rejected'),
    cancelled: n('cancelled'),
  };
}

/** Approved working days per leave type of the company in the year (every type, most used first). */
export async function usageByLeaveType(tx: Tx, companyId: number, branchIds: number[] | null, year: number) {
  const r = await tx.execute<{ leave_type_id: string; leave_name: string; days_taken: number }>(sql`
    SELECT lt.id AS leave_type_id, lt.leave_name, coalesce(sum(u.days), 0)::int AS days_taken
    FROM leave_types lt
    LEFT JOIN (
      SELECT r.leave_type_id, r.days
      FROM leave_requests r
      JOIN employees e ON e.company_id = r.company_id AND e.id = r.employee_id
      WHERE r.company_id = ${companyId} AND r.status = 'approved' AND ${visible(companyId, branchIds)}
        AND r.start_date BETWEEN make_date(${year}::int, 1, 1) AND make_date(${year}::int, 12, 31)
    ) u ON u.leave_type_id = lt.id
    WHERE lt.company_id = ${companyId}
    GROUP BY lt.company_id, lt.id
    ORDER BY days_taken DESC, lower(lt.leave_name), lt.id`);
  return r.rows.map((row) => ({
    leave_type_id: Number(row.leave_type_id),
    leave_name: row.leave_name,
    days_taken: Number(row.days_taken),
  }));
}

/** Exemption requests still waiting, of the employees the viewer sees. */
export async function pendingExemptions(tx: Tx, companyId: number, branchIds: number[] | null) {
  const r = await tx.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n
    FROM exemptions x
    JOIN employees e ON e.company_id = x.company_id AND e.id = x.employee_id
    WHERE x.company_id = ${companyId} AND x.status = 'pending' AND ${visible(companyId, branchIds)}`);
  return Number(r.rows[0]?.n ?? 0);
}
