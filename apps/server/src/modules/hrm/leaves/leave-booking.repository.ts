import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/database.ts';
import { employees, leaveRequests, publicHolidays } from '../../../db/schema/index.ts';
import type { Holiday } from './leave-days.ts';

/**
 * What booking a leave checks (ADR 23): the employee and the relief officer, an overlapping request,
 * the holidays off the working days, and the colleagues a relief officer is chosen from. Every
 * statement names the company as well as relying on RLS (ADR 18).
 */

/** The employee's pending or approved request overlapping the range, other than `exceptId`. */
export async function findOverlap(
  tx: Tx,
  companyId: number,
  employeeId: number,
  start: string,
  end: string,
  exceptId: number | null,
): Promise<{ start_date: string; end_date: string } | undefined> {
  const [row] = await tx
    .select({
      start_date: sql<string>`to_char(${leaveRequests.startDate}, 'YYYY-MM-DD')`,
      end_date: sql<string>`to_char(${leaveRequests.endDate}, 'YYYY-MM-DD')`,
    })
    .from(leaveRequests)
    .where(
      and(
        eq(leaveRequests.companyId, companyId),
        eq(leaveRequests.employeeId, employeeId),
        inArray(leaveRequests.status, ['pending', 'approved']),
        sql`${leaveRequests.startDate} <= ${end}::date AND ${leaveRequests.endDate} >= ${start}::date`,
        exceptId === null ? undefined : sql`${leaveRequests.id} <> ${exceptId}`,
      ),
    )
    .orderBy(leaveRequests.startDate)
    .limit(1);
  return row;
}

/** The company's public holidays as the working-day count reads them. */
export async function listHolidays(tx: Tx, companyId: number): Promise<Holiday[]> {
  return tx
    .select({
      date: sql<string>`to_char(${publicHolidays.holidayDate}, 'YYYY-MM-DD')`,
      recurring: publicHolidays.recurring,
    })
    .from(publicHolidays)
    .where(eq(publicHolidays.companyId, companyId));
}

/** Up to 20 current employees matching a name, other than `exceptId` (the relief officer's choice). */
export async function searchColleagues(
  tx: Tx,
  companyId: number,
  search: string | undefined,
  exceptId: number,
): Promise<{ id: number; name: string }[]> {
  const like = search ? `%${search.replace(/[\\%_]/g, (m) => `\\${m}`)}%` : null;
  return tx
    .select({ id: employees.id, name: sql<string>`${employees.firstName} || ' ' || ${employees.lastName}` })
    .from(employees)
    .where(
      and(
        eq(employees.companyId, companyId),
        sql`${employees.archivedAt} IS NULL`,
        eq(employees.status, 1),
        sql`${employees.id} <> ${exceptId}`,
        like ? sql`${employees.searchText} like lower(${like})` : undefined,
      ),
    )
    .orderBy(employees.lastName, employees.firstName, employees.id)
    .limit(20);
}
