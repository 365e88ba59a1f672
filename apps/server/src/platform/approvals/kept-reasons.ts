import type { ApprovalDecision, ApprovalDecisionResult } from '@clockroom/contracts';
import type { Tx } from '../db/database.ts';
import type { SignedInContext } from '../http/context.ts';
import type { Approvals } from './approvals.ts';
import { type DecisionBody, decideApprovals } from './inbox.ts';

/**
 * Approve and reject through the inbox kit for a module whose items show why they were rejected
 * (improvement plans, job requests, appraisals): the engine's subject hook hears no reason, so the
 * items a rejection decided are given it here, in the same transaction.
 */
export async function decideKeepingReason(
  ctx: SignedInContext,
  approvals: Approvals,
  module: string,
  action: ApprovalDecision,
  body: DecisionBody,
  keep: (decidedIds: number[], reason: string | null) => Promise<void>,
): Promise<{ message: string; data: ApprovalDecisionResult }> {
  const result = await decideApprovals(ctx, approvals, module, action, body);
  if (action === 'reject')
    await keep(result.data.decided_ids, body.reason?.trim() || body.comment?.trim() || null);
  return result;
}

/** A repository's statement that keeps a rejection's reason (or null) on the module's rows it decided. */
export type KeepReason = (tx: Tx, companyId: number, ids: number[], reason: string | null) => Promise<void>;

/**
 * `decideKeepingReason` for a module whose rows keep the reason in one repository statement
 * (improvement plans, job requests): its approve and reject service, the module and the statement
 * named once.
 */
export const reasonKeepingDecisions =
  (module: string, keep: KeepReason) =>
  (
    ctx: SignedInContext,
    approvals: Approvals,
    action: ApprovalDecision,
    body: DecisionBody,
  ): Promise<{ message: string; data: ApprovalDecisionResult }> =>
    decideKeepingReason(ctx, approvals, module, action, body, (ids, reason) =>
      keep(ctx.tx, ctx.companyId, ids, reason),
    );
