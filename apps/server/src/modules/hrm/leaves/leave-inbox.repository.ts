import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { LeaveRow } from '@clockroom/contracts';
import type { Tx } from '../../../platform/db/database.ts';
import { pageBound } from '../../../platform/db/paging.ts';
import { runShape } from '../../../platform/db/prepared-shapes.ts';
import { approvalWaiting, employees, leaveRequests, leaveTypes } from '../../../db/schema/index.ts';
import { employeeOn, leaveTypeOn, relief, reliefOn } from './leaves.repository.ts';
import { leaveAnswerColumns, ShapedWhere, type LeaveRowFilter } from './leave-rows.repository.ts';

/** Every statement names the company as well as relying on RLS (ADR 18). */

export type InboxFilter = LeaveRowFilter;

/** The approver's waiting rows of leave, then the filters. */
// scoping: the condition starts with the company_id placeholder, valued with companyId
function inboxWhere(companyId: number, approverId: number, f: InboxFilter): ShapedWhere {
  const where = new ShapedWhere({ companyId, approverId });
  where.conditions.push(
    eq(approvalWaiting.companyId, sql.placeholder('companyId')),
    eq(approvalWaiting.employeeId, sql.placeholder('approverId')),
    sql`${approvalWaiting.module} = 'leave'`,
  );
  where.addRowFilter(f);
  return where;
}

/** Each row as the answer writes it, with the level waiting now found through the waiting row. */
const inboxColumns = {
  ...leaveAnswerColumns,
  approval_level: sql<number>`coalesce((SELECT min(l.level)::int FROM approval_request_levels l
    WHERE l.company_id = ${approvalWaiting.companyId} AND l.request_id = ${approvalWaiting.requestId}
      AND l.outcome IS NULL), 0)`,
};

/** The waiting rows with their requests, requesters and types (every filter's tables). */
// scoping: the caller's where (inboxWhere) filters by company_id
function fromWaiting<Q extends PgSelect>(query: Q) {
  return query
    .innerJoin(
      leaveRequests,
      and(
        eq(leaveRequests.companyId, approvalWaiting.companyId),
        eq(leaveRequests.id, approvalWaiting.subjectId),
      ),
    )
    .innerJoin(employees, employeeOn)
    .innerJoin(leaveTypes, leaveTypeOn);
}

/**
 * The requests waiting on an approver now (ADR 22, 24), a page and its total in one statement, with
 * the company's today inside it: driven by the approver's rows in approval_waiting, whose request id
 * gives the level waiting now without finding the request again by module and subject. It was three
 * statements (today, page, count) and 0.48× its statements under 50 connections (bench: leave). The
 * statement is built once per filter shape and connection, its values bound as placeholders, and its
 * rows come out in the answer's shape (ADR 40).
 */
export async function listInbox(
  tx: Tx,
  companyId: number,
  approverId: number,
  f: InboxFilter,
  limit: number,
  offset: number,
): Promise<{ results: LeaveRow[]; total: number }> {
  const filter = inboxWhere(companyId, approverId, f);
  // Unfiltered, the page is the first rows of the approver's inbox index read backwards and the total
  // that index's own count; a filter counts the rows it kept instead.
  const total =
    filter.key === ''
      ? sql<number>`(SELECT count(*) FROM approval_waiting n WHERE n.company_id = ${sql.placeholder('companyId')}
          AND n.employee_id = ${sql.placeholder('approverId')} AND n.module = 'leave')`
      : sql<number>`count(*) OVER ()`;
  const rows = await runShape(
    tx,
    `leave.inbox:${filter.key}:${limit}:${offset}`,
    () =>
      fromWaiting(
        tx
          .select({ ...inboxColumns, total })
          .from(approvalWaiting)
          .$dynamic(),
      )
        .leftJoin(relief, reliefOn)
        .where(filter.where)
        .orderBy(desc(approvalWaiting.subjectId))
        .limit(pageBound(limit))
        .offset(pageBound(offset)),
    filter.values,
  );
  const first = rows[0];
  return {
    total: first ? Number(first.total) : offset > 0 ? await countInbox(tx, filter) : 0,
    results: rows.map(({ total: _t, ...r }) => r),
  };
}

/** A page past the end still says how many there are. */
// scoping: the filter is inboxWhere's, which starts with company_id
async function countInbox(tx: Tx, filter: ShapedWhere): Promise<number> {
  const [row] = await runShape(
    tx,
    `leave.inbox.count:${filter.key}`,
    () =>
      fromWaiting(
        tx
          .select({ total: sql<number>`count(*)::int` })
          .from(approvalWaiting)
          .$dynamic(),
      ).where(filter.where),
    filter.values,
  );
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
    .innerJoin(employees, employeeOn)
    .innerJoin(leaveTypes, leaveTypeOn)
    .where(and(eq(leaveRequests.companyId, companyId), inArray(leaveRequests.id, ids)));
}
