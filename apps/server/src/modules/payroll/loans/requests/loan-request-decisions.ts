import { LOAN_REQUEST_DECISION_MESSAGES as D, LOAN_REQUEST_MODULE as MODULE } from '@clockroom/contracts';
import { requireCompany, type SignedInContext } from '../../../../platform/http/context.ts';
import type { DecidableSubject } from '../../../../platform/approvals/inbox.ts';
import {
  type FallbackSubject,
  decisionsOf,
  engineSubjectOf,
} from '../../../../platform/approvals/fallback-subject.ts';
import { describeLoan, viewerOf } from './loan-request-approval.ts';
import * as repo from './loan-requests.repository.ts';

/**
 * How requests are decided (ADR 31, 52), as allowance claims are (ADR 45): those a group governs
 * through the engine, the others by a holder of 'approve loan' who manages the employee's branch and
 * is not the employee (the platform's fallback decisions). An approved loan waits for its
 * disbursement.
 */
const loans: FallbackSubject<repo.StoredLoan> = {
  module: MODULE,
  idsField: 'loan_request_ids',
  entity: 'loan request',
  messages: D,
  find: (ctx, ids, decider) =>
    decider
      ? repo.findLoans(ctx.tx, ctx.companyId, viewerOf(ctx), ids, true)
      : repo.findLoans(
          ctx.tx,
          ctx.companyId,
          { employeeId: ctx.user.employee.id, approveBranches: false },
          ids,
        ),
  rows: repo,
  decide: (ctx, id, status, reason) => repo.setDecision(ctx.tx, requireCompany(ctx), id, { status, reason }),
  label: (loan) => `${loan.loan_type_name} for ${loan.employee_name}`,
  describe: describeLoan,
};

/** The loan subject, with what the home card adds: the ungoverned requests waiting on an approver. */
export interface LoanSubject extends DecidableSubject {
  waitingOutsideEngine(ctx: SignedInContext): Promise<{ items: number; requesters: number }>;
}

export function loanRequestSubject(): LoanSubject {
  return {
    ...engineSubjectOf(loans),
    waitingOutsideEngine: (ctx) => repo.countFallbackWaiting(ctx.tx, ctx.companyId, viewerOf(ctx)),
  };
}

/** POST …/requests/approve and /reject. */
export const decideLoans = decisionsOf(loans);
