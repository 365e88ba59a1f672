import {
  ALLOWANCE_CLAIM_DECISION_MESSAGES as D,
  ALLOWANCE_CLAIM_MODULE as MODULE,
} from '@clockroom/contracts';
import { requireCompany } from '../../../platform/http/context.ts';
import {
  type FallbackSubject,
  decisionsOf,
  engineSubjectOf,
} from '../../../platform/approvals/fallback-subject.ts';
import { approveClaim, describeClaim } from './allowance-claim-approval.ts';
import { viewerOf } from './allowance-claims.service.ts';
import * as repo from './allowance-claims.repository.ts';

/**
 * How claims are decided (ADR 31, 45): those a group governs through the engine, the others by a
 * holder of 'approve payroll' who sees the claimant's branch and is not the claimant (the
 * platform's fallback decisions). An approved claim is paid in the claimant's first open month.
 */
const claims: FallbackSubject<repo.StoredClaim> = {
  module: MODULE,
  idsField: 'allowance_claim_ids',
  entity: 'allowance claim',
  messages: D,
  find: (ctx, ids, decider) =>
    decider
      ? repo.findClaims(ctx.tx, ctx.companyId, viewerOf(ctx), ids, true)
      : repo.findClaims(
          ctx.tx,
          ctx.companyId,
          { employeeId: ctx.user.employee.id, payrollBranches: false },
          ids,
        ),
  rows: repo,
  decide: async (ctx, id, status, reason) => {
    if (status === 'approved') await approveClaim(ctx, id);
    else await repo.setDecision(ctx.tx, requireCompany(ctx), id, { status, reason });
  },
  label: (claim) => `${claim.title} for ${claim.name}`,
  describe: describeClaim,
};

export const allowanceClaimSubject = () => engineSubjectOf(claims);

/** POST …/allowance-claims/approve and /reject. */
export const decideClaims = decisionsOf(claims);
