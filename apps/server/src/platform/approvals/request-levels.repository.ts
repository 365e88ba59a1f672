import { and, asc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/database.ts';
import { approvalRequestLevels } from '../../db/schema/index.ts';
import { findSubjectRequest } from './approvals.repository.ts';
import { employeeNameOf } from '../db/related-rows.ts';

/** One level of a request's approval, with the names a detail panel shows. */
export interface RequestLevel {
  level: number;
  approver_id: number;
  alt_approver_id: number | null;
  approver_name: string | null;
  alt_approver_name: string | null;
  outcome: 'approved' | 'rejected' | 'skipped' | null;
  decided_by_name: string | null;
  decided_at: Date | null;
  comment: string | null;
}

/**
 * How a subject's approval stands (a leave request's, an exemption's...): the engine's approval type
 * and its levels with names, in level order; null when the subject never went to a group. Every
 * statement names the company as well as relying on RLS (ADR 18).
 */
export async function requestLevels(
  tx: Tx,
  companyId: number,
  module: string,
  subjectId: number,
): Promise<{ type: 'Concurrent' | 'Sequential'; levels: RequestLevel[] } | null> {
  const request = await findSubjectRequest(tx, companyId, module, subjectId);
  if (!request) return null;
  const nameOf = (column: AnyPgColumn) => employeeNameOf(approvalRequestLevels, column);
  const levels = await tx
    .select({
      level: approvalRequestLevels.level,
      approver_id: approvalRequestLevels.approverId,
      alt_approver_id: approvalRequestLevels.altApproverId,
      approver_name: nameOf(approvalRequestLevels.approverId),
      alt_approver_name: nameOf(approvalRequestLevels.altApproverId),
      outcome: sql<RequestLevel['outcome']>`${approvalRequestLevels.outcome}`,
      decided_by_name: nameOf(approvalRequestLevels.decidedBy),
      comment: approvalRequestLevels.comment,
      decided_at: approvalRequestLevels.decidedAt,
    })
    .from(approvalRequestLevels)
    .where(
      and(eq(approvalRequestLevels.companyId, companyId), eq(approvalRequestLevels.requestId, request.id)),
    )
    .orderBy(asc(approvalRequestLevels.level));
  return { type: request.type as 'Concurrent' | 'Sequential', levels };
}
