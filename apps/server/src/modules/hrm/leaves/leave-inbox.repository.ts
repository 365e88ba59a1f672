import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { LeaveFilterStatus, LeaveRow, LeaveStatus } from '@clockroom/contracts';
import type { Tx } from '../../../platform/db/database.ts';
import { pageBound } from '../../../platform/db/paging.ts';
import { approvalWaiting, employees, leaveRequests, leaveTypes } from '../../../db/schema/index.ts';
import { leaveRowColumns, relief } from './leaves.repository.ts';

/** Every statement names the company as well as relying on RLS (ADR 18). */

/**
 * The company's today, inside the statement (an init plan, run once and only when a row needs it):
 * the inbox no longer reads it first in a statement of its own.
 */
const companyToday = (companyId: number) =>
  sql`(now() AT TIME ZONE (SELECT c.timezone FROM companies c WHERE c.id = ${companyId}))::date`;

/** The status as read (ADR 23): an approved request is scheduled before its start date, then taken. */
const readStatus = (companyId: number) => sql<LeaveStatus>`CASE WHEN ${leaveRequests.status} = 'approved'
  THEN CASE WHEN ${leaveRequests.startDate} > ${companyToday(companyId)} THEN 'scheduled' ELSE 'taken' END
  ELSE ${leaveRequests.status} END`;

// scoping: a condition joined into the inbox's where, which starts with company_id
function statusCondition(companyId: number, status: LeaveFilterStatus): SQL {
  if (status === 'scheduled' || status === 'taken')
    return sql`${leaveRequests.status} = 'approved' AND ${leaveRequests.startDate} ${sql.raw(status === 'scheduled' ? '>' : '<=')} ${companyToday(companyId)}`;
  return eq(leaveRequests.status, status);
}

export interface InboxFilter {
  status?: LeaveFilterStatus | undefined;
  leaveTypeId?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
  search?: string | undefined;
}

/**
 * The requests waiting on an approver now (ADR 22, 24), a page and its total in one statement, with
 * the company's today inside it: driven by the approver's rows in approval_waiting, whose request id
 * gives the level waiting now without finding the request again by module and subject. It was three
 * statements (today, page, count) and 0.48× its statements under 50 connections (bench: leave).
 */
export async function listInbox(
  tx: Tx,
  companyId: number,
  approverId: number,
  f: InboxFilter,
  limit: number,
  offset: number,
): Promise<{ results: LeaveRow[]; total: number }> {
  const like = f.search ? `%${f.search.replace(/[\\%_]/g, (m) => `\\${m}`)}%` : null;
  const where = and(
    eq(approvalWaiting.companyId, companyId),
    eq(approvalWaiting.employeeId, approverId),
    eq(approvalWaiting.module, 'leave'),
    f.status ? statusCondition(companyId, f.status) : undefined,
    f.leaveTypeId === undefined ? undefined : eq(leaveRequests.leaveTypeId, f.leaveTypeId),
    f.from ? sql`${leaveRequests.endDate} >= ${f.from}::date` : undefined,
    f.to ? sql`${leaveRequests.startDate} <= ${f.to}::date` : undefined,
    like
      ? sql`(${employees.searchText} like lower(${like}) OR lower(${leaveTypes.leaveName}) like lower(${like}))`
      : undefined,
  );
  // Unfiltered, the page is the first rows of the approver's inbox index read backwards and the total
  // that index's own count; a filter counts the rows it kept instead.
  const filtered = !!(f.status || f.leaveTypeId !== undefined || f.from || f.to || like);
  const rows = await tx
    .select({
      ...leaveRowColumns,
      status: readStatus(companyId),
      approval_level: sql<number>`coalesce((SELECT min(l.level)::int FROM approval_request_levels l
        WHERE l.company_id = ${approvalWaiting.companyId} AND l.request_id = ${approvalWaiting.requestId}
          AND l.outcome IS NULL), 0)`,
      created_at: leaveRequests.createdAt,
      total: filtered
        ? sql<number>`count(*) OVER ()`
        : sql<number>`(SELECT count(*) FROM approval_waiting n WHERE n.company_id = ${companyId}
            AND n.employee_id = ${approverId} AND n.module = 'leave')`,
    })
    .from(approvalWaiting)
    .innerJoin(
      leaveRequests,
      and(
        eq(leaveRequests.companyId, approvalWaiting.companyId),
        eq(leaveRequests.id, approvalWaiting.subjectId),
      ),
    )
    .innerJoin(
      employees,
      and(eq(employees.companyId, leaveRequests.companyId), eq(employees.id, leaveRequests.employeeId)),
    )
    .innerJoin(
      leaveTypes,
      and(eq(leaveTypes.companyId, leaveRequests.companyId), eq(leaveTypes.id, leaveRequests.leaveTypeId)),
    )
    .leftJoin(
      relief,
      and(eq(relief.companyId, leaveRequests.companyId), eq(relief.id, leaveRequests.handoverTo)),
    )
    .where(where)
    .orderBy(desc(approvalWaiting.subjectId))
    .limit(pageBound(limit))
    .offset(pageBound(offset));
  const total = rows[0] ? Number(rows[0].total) : offset > 0 ? await countInbox(tx, where) : 0;
  return {
    total,
    results: rows.map(({ total: _t, ...r }) => ({
      ...r,
      leave_id: r.leave_type_id,
      relief: r.handover_to === null ? null : r.relief,
      approval_level: Number(r.approval_level),
      created_at: r.created_at instanceof Date ? r.created_at.toISOString() : String(r.created_at),
    })),
  };
}

/** A page past the end still says how many there are. */
// scoping: `where` is listInbox's, which starts with company_id
async function countInbox(tx: Tx, where: SQL | undefined): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`count(*)::int` })
    .from(approvalWaiting)
    .innerJoin(
      leaveRequests,
      and(
        eq(leaveRequests.companyId, approvalWaiting.companyId),
        eq(leaveRequests.id, approvalWaiting.subjectId),
      ),
    )
    .innerJoin(
      employees,
      and(eq(employees.companyId, leaveRequests.companyId), eq(employees.id, leaveRequests.employeeId)),
    )
    .innerJoin(
      leaveTypes,
      and(eq(leaveTypes.companyId, leaveRequests.companyId), eq(leaveTypes.id, leaveRequests.leaveTypeId)),
    )
    .where(where);
  return row?.total ?? 0;
}

/** The requests among these ids, with their stored status and name (the decisions' audit rows). */
export async function decisionItems(
  tx: Tx,
  companyId: number,
  ids: number[],
): Promise<{ id: number; status: string; name: string }[]> {
  return tx
    .select({
      id: leaveRequests.id,
      status: leaveRequests.status,
      name: sql<string>`${leaveTypes.leaveName} || ' for ' || ${employees.firstName} || ' ' || ${employees.lastName}`,
    })
    .from(leaveRequests)
    .innerJoin(
      employees,
      and(eq(employees.companyId, leaveRequests.companyId), eq(employees.id, leaveRequests.employeeId)),
    )
    .innerJoin(
      leaveTypes,
      and(eq(leaveTypes.companyId, leaveRequests.companyId), eq(leaveTypes.id, leaveRequests.leaveTypeId)),
    )
    .where(and(eq(leaveRequests.companyId, companyId), inArray(leaveRequests.id, ids)));
}
