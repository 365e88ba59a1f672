import { desc, eq, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { LeaveRow } from '@clockroom/contracts';
import type { Tx } from '../../../platform/db/database.ts';
import { pageBound } from '../../../platform/db/paging.ts';
import { runShape } from '../../../platform/db/prepared-shapes.ts';
import { employees, leaveRequests, leaveTypes } from '../../../db/schema/index.ts';
import { approvalLevel, employeeOn, leaveTypeOn, relief, reliefOn } from './leaves.repository.ts';
import { leaveAnswerColumns, ShapedWhere, type LeaveRowFilter } from './leave-rows.repository.ts';

/** Every statement names the company as well as relying on RLS (ADR 18). */

export interface LeaveFilter extends LeaveRowFilter {
  /** Whose requests: one employee (my leaves), the viewer's branches (null: every branch). */
  employeeId?: number | undefined;
  branchIds?: number[] | null | undefined;
}

// scoping: the condition starts with the company_id placeholder, valued with companyId
function listWhere(companyId: number, f: LeaveFilter): ShapedWhere {
  const where = new ShapedWhere({ companyId });
  where.conditions.push(eq(leaveRequests.companyId, sql.placeholder('companyId')));
  if (f.employeeId !== undefined)
    where.add('employeeId', f.employeeId, eq(leaveRequests.employeeId, sql.placeholder('employeeId')));
  if (f.branchIds)
    where.add(
      'branchIds',
      f.branchIds,
      sql`${employees.branchId} = any(${sql.placeholder('branchIds')}::bigint[])`,
    );
  where.addRowFilter(f);
  return where;
}

/**
 * The filter's count. It joins only what its filters read: with 10,000 requests a company, counting
 * through the employee and type joins cost more than the page itself (bench: leave). Inside the
 * page's statement "leave_requests" names the subquery's own table.
 */
// scoping: the filter is listWhere's, which starts with company_id
function countOf(tx: Tx, f: LeaveFilter, filter: ShapedWhere) {
  let counted = tx
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(leaveRequests)
    .$dynamic();
  if (f.search || f.branchIds) counted = counted.innerJoin(employees, employeeOn);
  if (f.search) counted = withType(counted);
  return counted.where(filter.where);
}

// scoping: a join; the caller's where filters by company_id
const withType = <Q extends PgSelect>(query: Q) => query.innerJoin(leaveTypes, leaveTypeOn);

/**
 * All Leaves and my leaves: a page, newest first, and its total in one statement, with the company's
 * today inside it, built once per filter shape and connection and answered in the row's shape (ADR
 * 40). It was three statements: today, the page, the count.
 */
export async function listLeaves(
  tx: Tx,
  companyId: number,
  f: LeaveFilter,
  limit: number,
  offset: number,
): Promise<{ results: LeaveRow[]; total: number }> {
  const filter = listWhere(companyId, f);
  const rows = await runShape(
    tx,
    `leave.list:${filter.key}:${limit}:${offset}`,
    () =>
      withType(
        tx
          .select({
            ...leaveAnswerColumns,
            approval_level: approvalLevel,
            total: sql<number>`(${countOf(tx, f, filter)})`.mapWith(Number),
          })
          .from(leaveRequests)
          .innerJoin(employees, employeeOn)
          .$dynamic(),
      )
        .leftJoin(relief, reliefOn)
        .where(filter.where)
        .orderBy(desc(leaveRequests.id))
        .limit(pageBound(limit))
        .offset(pageBound(offset)),
    filter.values,
  );
  const first = rows[0];
  let total = first?.total ?? 0;
  if (!first && offset > 0) {
    const [count] = await runShape(
      tx,
      `leave.count:${filter.key}`,
      () => countOf(tx, f, filter),
      filter.values,
    );
    total = count?.total ?? 0;
  }
  return { total, results: rows.map(({ total: _t, ...r }) => r) };
}
