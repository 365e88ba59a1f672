import {
  ALLOWANCE_CLAIM_DECISION_MESSAGES as D,
  ALLOWANCE_CLAIM_MODULE as MODULE,
  notificationKind,
  type AllowanceClaimDecisionInput,
  type ApprovalDecision,
  type ApprovalDecisionResult,
  type ApprovalRefusal,
} from '@clockroom/contracts';
import type { AppDeps } from '../../../platform/deps.ts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { AppError, invalidField, notFound } from '../../../platform/http/errors.ts';
import { audit } from '../../../platform/audit/audit.ts';
import { notify } from '../../../platform/notifications/notifications.service.ts';
import { decideApprovals, refusedDecision } from '../../../platform/approvals/inbox.ts';
import { approveClaim, describeClaim } from './allowance-claim-approval.ts';
import { viewerOf } from './allowance-claims.service.ts';
import * as repo from './allowance-claims.repository.ts';

/**
 * POST …/allowance-claims/approve and /reject (ADR 31, 45). Claims a group governs go through the
 * inbox kit and the engine; the others are decided here by a holder of 'approve payroll' who sees
 * the claimant's branch and is not the claimant, with the same audit rows, refusals and answer.
 */

type Deps = Pick<AppDeps, 'approvals' | 'mailer' | 'config'>;

const refusalsOf = (err: unknown): ApprovalRefusal[] | undefined => {
  if (!(err instanceof AppError) || err.statusCode !== 422) return undefined;
  const refused = (err.details as { refused?: ApprovalRefusal[] } | undefined)?.refused;
  return Array.isArray(refused) ? refused : undefined;
};

/** Why a payroll approver may not decide this claim, or null when they may. */
function refusalOf(claim: repo.StoredClaim, me: number): string | null {
  if (claim.status !== 'pending') return D.notPending;
  if (claim.employee_id === me) return D.ownRequest;
  return claim.can_decide ? null : D.notWaitingOnYou;
}

async function decideDirectly(
  ctx: SignedInContext,
  deps: Deps,
  action: ApprovalDecision,
  claim: repo.StoredClaim,
  reason: string | null,
) {
  if (action === 'approve') await approveClaim(ctx, claim.id);
  else await repo.setDecision(ctx.tx, ctx.companyId, claim.id, { status: 'rejected', reason });
  const status = action === 'approve' ? 'approved' : 'rejected';
  const name = `${claim.title} for ${claim.name}`;
  await audit(ctx, {
    action,
    entity: 'allowance claim',
    entityId: claim.id,
    description: `${action === 'approve' ? 'Approved' : 'Rejected'} allowance claim ${name}${reason ? `: ${reason}` : ''}`,
    before: { status: claim.status },
    after: { status, ...(reason ? { reason } : {}) },
  });
  await notify(ctx, deps, {
    recipients: { employeeIds: [claim.employee_id] },
    kind: notificationKind(MODULE, status),
    params: { id: String(claim.id), subject: await describeClaim(ctx, claim.id) },
    mail: true,
  });
}

/** The governed claims through the kit; its refusals join ours rather than failing the batch. */
async function decideGoverned(
  ctx: SignedInContext,
  deps: Deps,
  action: ApprovalDecision,
  body: AllowanceClaimDecisionInput,
  ids: number[],
): Promise<ApprovalDecisionResult> {
  if (ids.length === 0) return { decided: 0, decided_ids: [], refused: [] };
  try {
    const { data } = await decideApprovals(ctx, deps.approvals, MODULE, action, {
      ...body,
      id: undefined,
      allowance_claim_ids: ids,
    });
    return data;
  } catch (err) {
    const refused = refusalsOf(err);
    if (refused) return { decided: 0, decided_ids: [], refused };
    throw err;
  }
}

export async function decideClaims(
  ctx: SignedInContext,
  deps: Deps,
  action: ApprovalDecision,
  body: AllowanceClaimDecisionInput,
): Promise<{ message: string; data: ApprovalDecisionResult }> {
  const listed = body.allowance_claim_ids?.length ? body.allowance_claim_ids : [body.id ?? 0];
  const ids = [...new Set(listed)].filter((id) => id > 0);
  if (ids.length === 0) throw invalidField('allowance_claim_ids', D.idsRequired);
  const reason = body.reason?.trim() || body.comment?.trim() || null;
  if (action === 'reject' && !reason) throw invalidField('reason', D.reasonRequired);
  const claims = await repo.findClaims(ctx.tx, ctx.companyId, viewerOf(ctx), ids, true);
  if (claims.length !== ids.length) throw notFound(D.notFound);

  const governed = await repo.governedIds(ctx.tx, ctx.companyId, ids);
  const engine = await decideGoverned(ctx, deps, action, body, [...governed]);
  const decided = [...engine.decided_ids];
  const refused = [...engine.refused];
  for (const claim of claims.filter((c) => !governed.has(c.id))) {
    const refusal = refusalOf(claim, ctx.user.employee.id);
    if (refusal) refused.push({ id: claim.id, reason: refusal });
    else {
      await decideDirectly(ctx, deps, action, claim, reason);
      decided.push(claim.id);
    }
  }
  if (decided.length === 0) throw refusedDecision('allowance_claim_ids', D.noneDecided, refused);
  if (action === 'reject' && reason)
    await repo.setRejectionReason(ctx.tx, ctx.companyId, engine.decided_ids, reason);
  return {
    message: action === 'approve' ? D.approved : D.rejected,
    data: { decided: decided.length, decided_ids: decided, refused },
  };
}
