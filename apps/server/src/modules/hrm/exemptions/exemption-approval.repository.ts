import { and, asc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/database.ts';
import { approvalRequestLevels, approvalRequests, exemptions } from '../../../db/schema/index.ts';
import { waitingOnCondition } from '../../../platform/approvals/approval-waiting.repository.ts';
import { EXEMPTION_MODULE } from './exemptions.repository.ts';

/**
 * How an exemption request's approval stands, for its detail panel: whether it waits on the viewer,
 * and its type and levels with names. Every statement names the company as well as relying on RLS
 * (ADR 18).
 */

/** Whether the request waits on this employee's approval now. */
export async function waitsOn(tx: Tx, companyId: number, subjectId: number, employeeId: number) {
  const [row] = await tx
    .select({ id: exemptions.id })
    .from(exemptions)
    .where(
      and(
        eq(exemptions.companyId, companyId),
        eq(exemptions.id, subjectId),
        waitingOnCondition(companyId, EXEMPTION_MODULE, employeeId, exemptions.id),
      ),
    );
  return row !== undefined;
}

/** The request's approval: its type and levels with the names the detail panel shows. */
export async function approvalOf(tx: Tx, companyId: number, subjectId: number) {
  const [request] = await tx
    .select({ id: approvalRequests.id, type: approvalRequests.approvalType })
    .from(approvalRequests)
    .where(
      and(
        eq(approvalRequests.companyId, companyId),
        eq(approvalRequests.module, EXEMPTION_MODULE),
        eq(approvalRequests.subjectId, subjectId),
      ),
    );
  if (!request) return null;
  const nameOf = (column: SQL | AnyColumn) =>
    sql<string | null>`(SELECT p.first_name || ' ' || p.last_name FROM employees p
      WHERE p.company_id = ${approvalRequestLevels.companyId} AND p.id = ${column})`;
  const levels = await tx
    .select({
      level: approvalRequestLevels.level,
      approver_name: nameOf(approvalRequestLevels.approverId),
      alt_approver_name: nameOf(approvalRequestLevels.altApproverId),
      outcome: sql<'approved' | 'rejected' | 'skipped' | null>`${approvalRequestLevels.outcome}`,
      decided_by_name: nameOf(approvalRequestLevels.decidedBy),
      comment: approvalRequestLevels.comment,
      decided_at: approvalRequestLevels.decidedAt,
    })
    .from(approvalRequestLevels)
    .where(
      and(eq(approvalRequestLevels.companyId, companyId), eq(approvalRequestLevels.requestId, request.id)),
    )
    .orderBy(asc(approvalRequestLevels.level));
  return { type: levels.length ? request.type : null, levels };
}
