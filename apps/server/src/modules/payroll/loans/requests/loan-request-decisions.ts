import {
  LOAN_REQUEST_DECISION_MESSAGES as D,
  LOAN_REQUEST_MODULE as MODULE,
  type ApprovalDecision,
  type ApprovalDecisionResult,
  type LoanRequestDecisionInput,
} from '@clockroom/contracts';
import type { AppDeps } from '../../../../platform/deps.ts';
import type { SignedInContext } from '../../../../platform/http/context.ts';
import {
  type FallbackDecisions,
  decideWithFallback,
} from '../../../../platform/approvals/fallback-decisions.ts';
import { describeLoan, viewerOf } from './loan-request-approval.ts';
import * as repo from './loan-requests.repository.ts';

/**
 * POST …/requests/approve and /reject (ADR 31, 52), as allowance claims (ADR 45): requests a group
 * governs go through the inbox kit and the engine; the others are decided by a holder of 'approve
 * loan' who manages the employee's branch and is not the employee (the platform's fallback
 * decisions). An approved loan waits for its disbursement.
 */
const loans: FallbackDecisions<repo.StoredLoan> = {
  module: MODULE,
  idsField: 'loan_request_ids',
  entity: 'loan request',
  messages: D,
  find: (ctx, ids) => repo.findLoans(ctx.tx, ctx.companyId, viewerOf(ctx), ids, true),
  governedIds: (ctx, ids) => repo.governedIds(ctx.tx, ctx.companyId, ids),
  apply: (ctx, loan, status, reason) => repo.setDecision(ctx.tx, ctx.companyId, loan.id, { status, reason }),
  setRejectionReason: (ctx, ids, reason) => repo.setRejectionReason(ctx.tx, ctx.companyId, ids, reason),
  label: (loan) => `${loan.loan_type_name} for ${loan.employee_name}`,
  describe: describeLoan,
};

export function decideLoans(
  ctx: SignedInContext,
  deps: Pick<AppDeps, 'approvals' | 'mailer' | 'config'>,
  action: ApprovalDecision,
  body: LoanRequestDecisionInput,
): Promise<{ message: string; data: ApprovalDecisionResult }> {
  return decideWithFallback(ctx, deps, loans, action, body);
}
