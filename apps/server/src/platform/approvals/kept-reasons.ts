import type { ApprovalDecision, ApprovalDecisionResult } from '@clockroom/contracts';
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
