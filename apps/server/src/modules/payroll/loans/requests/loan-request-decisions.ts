import {
  LOAN_REQUEST_DECISION_MESSAGES as D,
  LOAN_REQUEST_MODULE as MODULE,
  notificationKind,
  type ApprovalDecision,
  type ApprovalDecisionResult,
  type ApprovalRefusal,
  type LoanRequestDecisionInput,
} from '@clockroom/contracts';
import type { AppDeps } from '../../../../platform/deps.ts';
import type { SignedInContext } from '../../../../platform/http/context.ts';
import { AppError, invalidField, notFound } from '../../../../platform/http/errors.ts';
import { audit } from '../../../../platform/audit/audit.ts';
import { notify } from '../../../../platform/notifications/notifications.service.ts';
import { decideApprovals, refusedDecision } from '../../../../platform/approvals/inbox.ts';
import { describeLoan, viewerOf } from './loan-request-approval.ts';
import * as repo from './loan-requests.repository.ts';

/**
 * POST …/requests/approve and /reject (ADR 31, 52), exactly as allowance claims (ADR 45): requests a
 * group governs go through the inbox kit and the engine; the others are decided here by a holder of
 * 'approve loan' who manages the employee's branch and is not the employee, with the same audit
 * rows, refusals, notices and answer. An approved loan waits for its disbursement.
 */

type Deps = Pick<AppDeps, 'approvals' | 'mailer' | 'config'>;

const refusalsOf = (err: unknown): ApprovalRefusal[] | undefined => {
  if (!(err instanceof AppError) || err.statusCode !== 422) return undefined;
  const refused = (err.details as { refused?: ApprovalRefusal[] } | undefined)?.refused;
  return Array.isArray(refused) ? refused : undefined;
};

/** Why a loan approver may not decide this request, or null when they may. */
function refusalOf(loan: repo.StoredLoan, me: number): string | null {
  if (loan.status !== 'pending') return D.notPending;
  if (loan.employee_id === me) return D.ownRequest;
  return loan.can_decide ? null : D.notWaitingOnYou;
}

async function decideDirectly(
  ctx: SignedInContext,
  deps: Deps,
  action: ApprovalDecision,
  loan: repo.StoredLoan,
  reason: string | null,
) {
  const status = action === 'approve' ? 'approved' : 'rejected';
  await repo.setDecision(ctx.tx, ctx.companyId, loan.id, { status, reason });
  const name = `${loan.loan_type_name} for ${loan.employee_name}`;
  await audit(ctx, {
    action,
    entity: 'loan request',
    entityId: loan.id,
    description: `${action === 'approve' ? 'Approved' : 'Rejected'} loan request ${name}${reason ? `: ${reason}` : ''}`,
    before: { status: loan.status },
    after: { status, ...(reason ? { reason } : {}) },
  });
  await notify(ctx, deps, {
    recipients: { employeeIds: [loan.employee_id] },
    kind: notificationKind(MODULE, status),
    params: { id: String(loan.id), subject: await describeLoan(ctx, loan.id) },
    mail: true,
  });
}

/** The governed requests through the kit; its refusals join ours rather than failing the batch. */
async function decideGoverned(
  ctx: SignedInContext,
  deps: Deps,
  action: ApprovalDecision,
  body: LoanRequestDecisionInput,
  ids: number[],
): Promise<ApprovalDecisionResult> {
  if (ids.length === 0) return { decided: 0, decided_ids: [], refused: [] };
  try {
    const { data } = await decideApprovals(ctx, deps.approvals, MODULE, action, {
      ...body,
      id: undefined,
      loan_request_ids: ids,
    });
    return data;
  } catch (err) {
    const refused = refusalsOf(err);
    if (refused) return { decided: 0, decided_ids: [], refused };
    throw err;
  }
}

export async function decideLoans(
  ctx: SignedInContext,
  deps: Deps,
  action: ApprovalDecision,
  body: LoanRequestDecisionInput,
): Promise<{ message: string; data: ApprovalDecisionResult }> {
  const listed = body.loan_request_ids?.length ? body.loan_request_ids : [body.id ?? 0];
  const ids = [...new Set(listed)].filter((id) => id > 0);
  if (ids.length === 0) throw invalidField('loan_request_ids', D.idsRequired);
  const reason = body.reason?.trim() || body.comment?.trim() || null;
  if (action === 'reject' && !reason) throw invalidField('reason', D.reasonRequired);
  const loans = await repo.findLoans(ctx.tx, ctx.companyId, viewerOf(ctx), ids, true);
  if (loans.length !== ids.length) throw notFound(D.notFound);

  const governed = await repo.governedIds(ctx.tx, ctx.companyId, ids);
  const engine = await decideGoverned(ctx, deps, action, body, [...governed]);
  const decided = [...engine.decided_ids];
  const refused = [...engine.refused];
  for (const loan of loans.filter((l) => !governed.has(l.id))) {
    const refusal = refusalOf(loan, ctx.user.employee.id);
    if (refusal) refused.push({ id: loan.id, reason: refusal });
    else {
      await decideDirectly(ctx, deps, action, loan, reason);
      decided.push(loan.id);
    }
  }
  if (decided.length === 0) throw refusedDecision('loan_request_ids', D.noneDecided, refused);
  if (action === 'reject' && reason)
    await repo.setRejectionReason(ctx.tx, ctx.companyId, engine.decided_ids, reason);
  return {
    message: action === 'approve' ? D.approved : D.rejected,
    data: { decided: decided.length, decided_ids: decided, refused },
  };
}
