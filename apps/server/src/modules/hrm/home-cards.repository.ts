import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database.ts';

const branchFilter = (branchIds: number[] | null): SQL =>
  branchIds === null ? sql`` : sql` AND e.branch_id = ANY(${`{${branchIds.join(',')}}`}::bigint[])`;

/** The employee's latest exemptions that still stand (pending or approved), newest date first. */
export async function latestExemptions(tx: Tx, companyId: number, employeeId: number, limit: number) {
  const r = await tx.execute<{ id: number; date: string; exemption_reason: string }>(sql`
    SELECT x.id::int, to_char(x.date, 'YYYY-MM-DD') AS date, x.exemption_reason
    FROM exemptions x
    WHERE x.company_id = ${companyId} AND x.employee_id = ${employeeId} AND x.status <> 'rejected'
    ORDER BY x.date DESC, x.id DESC
    LIMIT ${limit}`);
  return r.rows;
}

/** Who is away on approved leave today, in the branches seen (null: all), until when. */
export async function onLeaveToday(tx: Tx, companyId: number, today: string, branchIds: number[] | null) {
  const r = await tx.execute<{
    id: number;
    first_name: string;
    last_name: string;
    employee_name: string;
    picture: string | null;
    date: string;
  }>(sql`
    SELECT DISTINCT ON (e.id) e.id::int, e.first_name, e.last_name,
           e.first_name || ' ' || e.last_name AS employee_name, e.picture,
           to_char(r.end_date, 'YYYY-MM-DD') AS date
    FROM leave_requests r
    JOIN employees e ON e.company_id = r.company_id AND e.id = r.employee_id
    WHERE r.company_id = ${companyId} AND r.status = 'approved'
      AND r.start_date <= ${today}::date AND r.end_date >= ${today}::date
      AND e.archived_at IS NULL ${branchFilter(branchIds)}
    ORDER BY e.id, r.end_date DESC
    LIMIT 100`);
  return r.rows;
}
