import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/database.ts';
import { deleteCompanyRows, insertCompanyRow, updateCompanyRow } from '../db/rows.ts';
import { approvalHistory, approvalRequestLevels, approvalRequests } from '../../db/schema/index.ts';
import type {
  ApprovalState,
  ApprovalStatus,
  ApprovalType,
  HistoryEntry,
  LevelOutcome,
  LevelState,
} from './engine.ts';

/**
 * An approval request's life: written with its levels, locked and decided level by level, and its
 * history. Who it waits on is approval-waiting.repository.ts; which group applies, group-choice's.
 * Every statement names the company as well as relying on RLS (ADR 18).
 */

export async function insertRequest(
  tx: Tx,
  companyId: number,
  r: { module: string; subjectId: number; groupId: number | null; state: ApprovalState; at: Date },
): Promise<number> {
  const decided = r.state.status !== 'pending';
  const id = await insertCompanyRow(
    tx,
    approvalRequests,
    companyId,
    {
      module: r.module,
      subjectId: r.subjectId,
      requesterId: r.state.requesterId,
      groupId: r.groupId,
      approvalType: r.state.type,
      status: r.state.status,
      decidedAt: decided ? r.at : null,
    },
    'the new approval request',
  );
  if (r.state.levels.length) {
    await tx
      .insert(approvalRequestLevels)
      .values(r.state.levels.map((l) => ({ companyId, requestId: id, ...l })));
  }
  return id;
}

/** A pending request whose item was edited: its levels are written afresh from the group that applies now. */
export async function replaceRequest(
  tx: Tx,
  companyId: number,
  requestId: number,
  r: { groupId: number | null; state: ApprovalState; at: Date },
): Promise<number> {
  await updateCompanyRow(tx, approvalRequests, companyId, requestId, {
    requesterId: r.state.requesterId,
    groupId: r.groupId,
    approvalType: r.state.type,
    status: r.state.status,
    decidedAt: r.state.status === 'pending' ? null : r.at,
    updatedAt: r.at,
  });
  if (r.state.levels.length) {
    await tx
      .insert(approvalRequestLevels)
      .values(r.state.levels.map((l) => ({ companyId, requestId, ...l })));
  }
  return requestId;
}

export async function deleteLevels(tx: Tx, companyId: number, requestId: number) {
  await deleteCompanyRows(
    tx,
    approvalRequestLevels,
    companyId,
    eq(approvalRequestLevels.requestId, requestId),
  );
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
  await updateCompanyRow(tx, approvalRequests, companyId, requestId, {
    status: state.status,
    decidedAt: state.status === 'pending' ? null : at,
    updatedAt: at,
  });
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

/** A subject's request (its id, approval type and status); undefined when it never went to a group. */
export async function findSubjectRequest(tx: Tx, companyId: number, module: string, subjectId: number) {
  const [row] = await tx
    .select({ id: approvalRequests.id, type: approvalRequests.approvalType, status: approvalRequests.status })
    .from(approvalRequests)
    .where(
      and(
        eq(approvalRequests.companyId, companyId),
        eq(approvalRequests.module, module),
        eq(approvalRequests.subjectId, subjectId),
      ),
    );
  return row;
}
