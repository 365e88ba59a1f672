import {
  ALLOWANCE_CLAIM_DECISION_MESSAGES as D,
  ALLOWANCE_CLAIM_MODULE as MODULE,
  type AllowanceClaimDecisionInput,
  type ApprovalDecision,
  type ApprovalDecisionResult,
} from '@clockroom/contracts';
import type { AppDeps } from '../../../platform/deps.ts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import {
  type FallbackDecisions,
  decideWithFallback,
} from '../../../platform/approvals/fallback-decisions.ts';
import { approveClaim, describeClaim } from './allowance-claim-approval.ts';
import { viewerOf } from './allowance-claims.service.ts';
import * as repo from './allowance-claims.repository.ts';

/**
 * POST …/allowance-claims/approve and /reject (ADR 31, 45). Claims a group governs go through the
 * inbox kit and the engine; the others are decided by a holder of 'approve payroll' who sees the
 * claimant's branch and is not the claimant (the platform's fallback decisions).
 */
const claims: FallbackDecisions<repo.StoredClaim> = {
  module: MODULE,
  idsField: 'allowance_claim_ids',
  entity: 'allowance claim',
  messages: D,
  find: (ctx, ids) => repo.findClaims(ctx.tx, ctx.companyId, viewerOf(ctx), ids, true),
  governedIds: (ctx, ids) => repo.governedIds(ctx.tx, ctx.companyId, ids),
  apply: async (ctx, claim, status, reason) => {
    if (status === 'approved') await approveClaim(ctx, claim.id);
    else await repo.setDecision(ctx.tx, ctx.companyId, claim.id, { status: 'rejected', reason });
  },
  setRejectionReason: (ctx, ids, reason) => repo.setRejectionReason(ctx.tx, ctx.companyId, ids, reason),
  label: (claim) => `${claim.title} for ${claim.name}`,
  describe: describeClaim,
};

export function decideClaims(
  ctx: SignedInContext,
  deps: Pick<AppDeps, 'approvals' | 'mailer' | 'config'>,
  action: ApprovalDecision,
  body: AllowanceClaimDecisionInput,
): Promise<{ message: string; data: ApprovalDecisionResult }> {
  return decideWithFallback(ctx, deps, claims, action, body);
}
