import { and, asc, eq, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/database.ts';
import { expectRow } from '../db/rows.ts';
import {
  approvalHistory,
  approvalRequestLevels,
  approvalWaiting,
  approvalRequests,
  approverGroupLevels,
  approverGroups,
  employees,
} from '../../db/schema/index.ts';
import type {
  ApprovalState,
  ApprovalStatus,
  ApprovalType,
  HistoryEntry,
  LevelOutcome,
  LevelPlan,
  LevelState,
} from './engine.ts';
import { waitingLevels } from './engine.ts';
import type { ApproverBasis, EmployeePlacement, GroupScope } from './group-choice.ts';

/** Every statement names the company as well as relying on RLS (ADR 18). */

export interface GroupWithLevels extends GroupScope {
  approvalType: ApprovalType;
  levels: LevelPlan[];
}

export async function findPlacement(
  tx: Tx,
  companyId: number,
  employeeId: number,
): Promise<EmployeePlacement | undefined> {
  const [row] = await tx
    .select({
      employeeId: employees.id,
      gradeId: employees.employeeGradeId,
      departmentId: employees.departmentId,
      branchId: employees.branchId,
    })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.id, employeeId)));
  return row;
}

/** A module's groups with their levels: few per company, so the choice is made in memory. */
export async function listGroupsWithLevels(
  tx: Tx,
  companyId: number,
  module: string,
): Promise<GroupWithLevels[]> {
  const groups = await tx
    .select()
    .from(approverGroups)
    .where(and(eq(approverGroups.companyId, companyId), eq(approverGroups.module, module)))
    .orderBy(asc(approverGroups.id));
  if (groups.length === 0) return [];
  const levels = await tx
    .select()
    .from(approverGroupLevels)
    .where(
      and(
        eq(approverGroupLevels.companyId, companyId),
        inArray(
          approverGroupLevels.groupId,
          groups.map((g) => g.id),
        ),
      ),
    )
    .orderBy(asc(approverGroupLevels.groupId), asc(approverGroupLevels.level));
  return groups.map((g) => ({
    id: g.id,
    basis: g.basis as ApproverBasis,
    ids: g.memberIds,
    branchId: g.branchId ?? 0,
    approvalType: g.approvalType as ApprovalType,
    levels: levels
      .filter((l) => l.groupId === g.id)
      .map((l) => ({ level: l.level, approverId: l.approverId, altApproverId: l.altApproverId })),
  }));
}

export async function insertGroup(
  tx: Tx,
  companyId: number,
  group: {
    module: string;
    description: string;
    basis: ApproverBasis;
    memberIds: number[];
    branchId: number | null;
    approvalType: ApprovalType;
    levels: LevelPlan[];
  },
): Promise<number> {
  const { levels, ...values } = group;
  const row = expectRow(
    await tx
      .insert(approverGroups)
      .values({ companyId, ...values })
      .returning({ id: approverGroups.id }),
    'the new approver group',
  );
  if (levels.length) {
    await tx.insert(approverGroupLevels).values(levels.map((l) => ({ companyId, groupId: row.id, ...l })));
  }
  return row.id;
}

export async function insertRequest(
  tx: Tx,
  companyId: number,
  r: { module: string; subjectId: number; groupId: number | null; state: ApprovalState; at: Date },
): Promise<number> {
  const decided = r.state.status !== 'pending';
  const row = expectRow(
    await tx
      .insert(approvalRequests)
      .values({
        companyId,
        module: r.module,
        subjectId: r.subjectId,
        requesterId: r.state.requesterId,
        groupId: r.groupId,
        approvalType: r.state.type,
        status: r.state.status,
        decidedAt: decided ? r.at : null,
      })
      .returning({ id: approvalRequests.id }),
    'the new approval request',
  );
  if (r.state.levels.length) {
    await tx
      .insert(approvalRequestLevels)
      .values(r.state.levels.map((l) => ({ companyId, requestId: row.id, ...l })));
  }
  return row.id;
}

/** A pending request whose item was edited: its levels are written afresh from the group that applies now. */
export async function replaceRequest(
  tx: Tx,
  companyId: number,
  requestId: number,
  r: { groupId: number | null; state: ApprovalState; at: Date },
): Promise<number> {
  await tx
    .update(approvalRequests)
    .set({
      requesterId: r.state.requesterId,
      groupId: r.groupId,
      approvalType: r.state.type,
      status: r.state.status,
      decidedAt: r.state.status === 'pending' ? null : r.at,
      updatedAt: r.at,
    })
    .where(and(eq(approvalRequests.companyId, companyId), eq(approvalRequests.id, requestId)));
  if (r.state.levels.length) {
    await tx
      .insert(approvalRequestLevels)
      .values(r.state.levels.map((l) => ({ companyId, requestId, ...l })));
  }
  return requestId;
}

export async function deleteLevels(tx: Tx, companyId: number, requestId: number) {
  await tx
    .delete(approvalRequestLevels)
    .where(
      and(eq(approvalRequestLevels.companyId, companyId), eq(approvalRequestLevels.requestId, requestId)),
    );
}

/**
 * Rewrites who a request waits on now (approval_waiting, ADR 24) from its state: the approver and
 * alternate of each level asked now, never the requester. Called with every change of state.
 */
export async function syncWaiting(
  tx: Tx,
  companyId: number,
  r: { requestId: number; module: string; subjectId: number; state: ApprovalState },
) {
  await tx
    .delete(approvalWaiting)
    .where(and(eq(approvalWaiting.companyId, companyId), eq(approvalWaiting.requestId, r.requestId)));
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

export async function insertHistory(
  tx: Tx,
  companyId: number,
  requestId: number,
  entries: readonly HistoryEntry[],
) {
  if (entries.length === 0) return;
  await tx.insert(approvalHistory).values(
    entries.map((e) => ({
      companyId,
      requestId,
      levels: [...e.levels],
      actorId: e.actorId,
      action: e.action,
      comment: e.comment,
      at: e.at,
    })),
  );
}

export interface StoredRequest {
  id: number;
  subjectId: number;
  state: ApprovalState;
}

/** The requests of these subjects, locked until commit so two approvers cannot decide one level twice. */
export async function lockRequests(
  tx: Tx,
  companyId: number,
  module: string,
  subjectIds: number[],
): Promise<StoredRequest[]> {
  if (subjectIds.length === 0) return [];
  const requests = await tx
    .select()
    .from(approvalRequests)
    .where(
      and(
        eq(approvalRequests.companyId, companyId),
        eq(approvalRequests.module, module),
        inArray(approvalRequests.subjectId, subjectIds),
      ),
    )
    .orderBy(asc(approvalRequests.id))
    .for('update');
  if (requests.length === 0) return [];
  const levels = await tx
    .select()
    .from(approvalRequestLevels)
    .where(
      and(
        eq(approvalRequestLevels.companyId, companyId),
        inArray(
          approvalRequestLevels.requestId,
          requests.map((r) => r.id),
        ),
      ),
    )
    .orderBy(asc(approvalRequestLevels.requestId), asc(approvalRequestLevels.level));
  return requests.map((r) => ({
    id: r.id,
    subjectId: r.subjectId,
    state: {
      type: r.approvalType as ApprovalType,
      requesterId: r.requesterId,
      status: r.status as ApprovalStatus,
      levels: levels
        .filter((l) => l.requestId === r.id)
        .map((l): LevelState => ({
          level: l.level,
          approverId: l.approverId,
          altApproverId: l.altApproverId,
          outcome: l.outcome as LevelOutcome | null,
          decidedBy: l.decidedBy,
          decidedAt: l.decidedAt,
          comment: l.comment,
        })),
    },
  }));
}

/** Writes the levels an action decided and the request's status. */
export async function saveDecision(
  tx: Tx,
  companyId: number,
  requestId: number,
  state: ApprovalState,
  decidedLevels: readonly number[],
  at: Date,
) {
  for (const level of state.levels.filter((l) => decidedLevels.includes(l.level))) {
    await tx
      .update(approvalRequestLevels)
      .set({
        outcome: level.outcome,
        decidedBy: level.decidedBy,
        decidedAt: level.decidedAt,
        comment: level.comment,
      })
      .where(
        and(
          eq(approvalRequestLevels.companyId, companyId),
          eq(approvalRequestLevels.requestId, requestId),
          eq(approvalRequestLevels.level, level.level),
        ),
      );
  }
  await tx
    .update(approvalRequests)
    .set({ status: state.status, decidedAt: state.status === 'pending' ? null : at, updatedAt: at })
    .where(and(eq(approvalRequests.companyId, companyId), eq(approvalRequests.id, requestId)));
}

export async function listHistory(tx: Tx, companyId: number, requestId: number) {
  return tx
    .select({
      levels: approvalHistory.levels,
      actorId: approvalHistory.actorId,
      action: approvalHistory.action,
      comment: approvalHistory.comment,
      at: approvalHistory.at,
    })
    .from(approvalHistory)
    .where(and(eq(approvalHistory.companyId, companyId), eq(approvalHistory.requestId, requestId)))
    .orderBy(asc(approvalHistory.at), asc(approvalHistory.id));
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
