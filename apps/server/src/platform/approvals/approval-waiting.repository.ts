import { and, eq, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/database.ts';
import { approvalRequestLevels, approvalRequests, approvalWaiting } from '../../db/schema/index.ts';
import { waitingLevels, type ApprovalState } from './engine.ts';
import { deleteCompanyRows } from '../db/rows.ts';

/**
 * Who an approval waits on (approval_waiting, ADR 24) and who it names: the inboxes' conditions and
 * counts, and the questions a module asks about its item's levels. Every statement names the company
 * as well as relying on RLS (ADR 18).
 */

/**
 * Rewrites who a request waits on now (approval_waiting, ADR 24) from its state: the approver and
 * alternate of each level asked now, never the requester. Called with every change of state.
 */
export async function syncWaiting(
  tx: Tx,
  companyId: number,
  r: { requestId: number; module: string; subjectId: number; state: ApprovalState },
) {
  await deleteCompanyRows(tx, approvalWaiting, companyId, eq(approvalWaiting.requestId, r.requestId));
  const people = new Set(
    waitingLevels(r.state).flatMap((l) =>
      l.altApproverId === null ? [l.approverId] : [l.approverId, l.altApproverId],
    ),
  );
  people.delete(r.state.requesterId);
  if (people.size === 0) return;
  await tx.insert(approvalWaiting).values(
    [...people].map((employeeId) => ({
      companyId,
      requestId: r.requestId,
      employeeId,
      module: r.module,
      subjectId: r.subjectId,
      requesterId: r.state.requesterId,
    })),
  );
}

/** A condition on a module's id column: the item waits on this employee now (its approvals inbox). */
export function waitingOnCondition(
  companyId: number,
  module: string,
  employeeId: number,
  subjectIdColumn: SQL | AnyColumn,
): SQL {
  return sql`${subjectIdColumn} IN (SELECT w.subject_id FROM approval_waiting w
    WHERE w.company_id = ${companyId} AND w.employee_id = ${employeeId} AND w.module = ${module})`;
}

export interface WaitingCount {
  /** Items waiting on the employee. */
  items: number;
  /** The employees who asked for them. */
  requesters: number;
}

export async function countWaiting(
  tx: Tx,
  companyId: number,
  employeeId: number,
): Promise<Record<string, WaitingCount>> {
  const rows = await tx
    .select({
      module: approvalWaiting.module,
      items: sql<number>`count(DISTINCT ${approvalWaiting.subjectId})::int`,
      requesters: sql<number>`count(DISTINCT ${approvalWaiting.requesterId})::int`,
    })
    .from(approvalWaiting)
    .where(and(eq(approvalWaiting.companyId, companyId), eq(approvalWaiting.employeeId, employeeId)))
    .groupBy(approvalWaiting.module);
  return Object.fromEntries(rows.map((r) => [r.module, { items: r.items, requesters: r.requesters }]));
}

// Questions about the levels of one module's requests, asked by subject (the module's own id).
const REQUEST_OF_LEVEL = and(
  eq(approvalRequests.companyId, approvalRequestLevels.companyId),
  eq(approvalRequests.id, approvalRequestLevels.requestId),
);
const levelsOf = (companyId: number, module: string, subjectIds: number[]) =>
  and(
    eq(approvalRequestLevels.companyId, companyId),
    eq(approvalRequests.module, module),
    inArray(approvalRequests.subjectId, subjectIds),
  );
// scoping: a part of a condition that levelsOf(companyId, …) filters beside it.
const namedOn = (employeeId: number) =>
  or(eq(approvalRequestLevels.approverId, employeeId), eq(approvalRequestLevels.altApproverId, employeeId));

// scoping: every caller's condition starts with levelsOf(companyId, …).
async function anyLevel(tx: Tx, condition: SQL | undefined): Promise<boolean> {
  const [row] = await tx
    .select({ one: sql<number>`1` })
    .from(approvalRequestLevels)
    .innerJoin(approvalRequests, REQUEST_OF_LEVEL)
    .where(condition)
    .limit(1);
  return row !== undefined;
}

/** Whether any level of the item's approval has approved it (a pending item is then in progress). */
export function anyLevelApproved(tx: Tx, companyId: number, module: string, subjectId: number) {
  return anyLevel(
    tx,
    and(levelsOf(companyId, module, [subjectId]), sql`${approvalRequestLevels.outcome} = 'approved'`),
  );
}

/** Whether the employee is named (approver or alternate) on any level of the item's approval. */
export function isNamedApprover(
  tx: Tx,
  companyId: number,
  module: string,
  subjectId: number,
  employeeId: number,
) {
  return anyLevel(tx, and(levelsOf(companyId, module, [subjectId]), namedOn(employeeId)));
}

/**
 * For each of a module's items waiting on the employee, the first level waiting on them (the current
 * one of a Sequential chain), for an inbox's level label.
 */
export async function levelsWaitingOn(
  tx: Tx,
  companyId: number,
  module: string,
  subjectIds: number[],
  employeeId: number,
): Promise<Map<number, { level: number; type: string }>> {
  if (subjectIds.length === 0) return new Map();
  const rows = await tx
    .select({
      subjectId: approvalRequests.subjectId,
      type: approvalRequests.approvalType,
      level: sql<number>`min(${approvalRequestLevels.level})::int`,
    })
    .from(approvalRequestLevels)
    .innerJoin(approvalRequests, REQUEST_OF_LEVEL)
    .where(
      and(
        levelsOf(companyId, module, subjectIds),
        sql`${approvalRequestLevels.outcome} IS NULL`,
        namedOn(employeeId),
      ),
    )
    .groupBy(approvalRequests.subjectId, approvalRequests.approvalType);
  return new Map(rows.map((r) => [r.subjectId, { level: r.level, type: r.type }]));
}
