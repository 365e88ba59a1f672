import { LOAN_REQUEST_MODULE as MODULE, formatNaira, hasPermission } from '@clockroom/contracts';
import type { RequestContext, SignedInContext } from '../../../../platform/http/context.ts';
import { requireCompany } from '../../../../platform/http/context.ts';
import { managedBranchIds } from '../../../../platform/auth/branch-scope.ts';
import type { SubjectDescription } from '../../../../platform/approvals/approvals.ts';
import { coveredRoutingOf } from '../../../../platform/approvals/covered-routing.ts';
import * as repo from './loan-requests.repository.ts';

/**
 * Loan requests and the approval engine (ADR 22, 31, 52). A request goes through the engine when an
 * approver group of the module 'loan' covers the employee; with none it stays pending for the
 * holders of 'approve loan' who manage the employee's branch (loan-request-decisions.ts), never
 * approved by default: it is money lent.
 */

/** Who reads: holders of 'approve loan' decide ungoverned requests of the branches they manage. */
export function viewerOf(ctx: SignedInContext): repo.LoanViewer {
  return {
    employeeId: ctx.user.employee.id,
    approveBranches: hasPermission(ctx.user, 'approve loan') ? managedBranchIds(ctx) : false,
  };
}

/**
 * How a request reads in a notification. The code's English and French belong in the platform's
 * notification texts (contracts NOTIFICATION_TEXTS and RENDERED_TEXTS_FR: loanRequestSubject,
 * loanRequestGone; ADR 52).
 */
export async function describeLoan(ctx: RequestContext, id: number): Promise<SubjectDescription> {
  const viewer = { employeeId: 0, approveBranches: false as const };
  const [loan] = await repo.findLoans(ctx.tx, requireCompany(ctx), viewer, [id]);
  return loan
    ? {
        code: 'notification_texts.loanRequestSubject',
        params: {
          loan_type: loan.loan_type_name,
          amount: formatNaira(loan.amount),
          employee: loan.employee_name,
        },
      }
    : { code: 'notification_texts.loanRequestGone', params: { id: String(id) } };
}

/**
 * A new or edited pending request goes to the group that covers the employee now: sent, or started
 * again after an edit; with no group (any more) it leaves the engine and waits on loan approvers. A
 * deleted request leaves the approvers' inboxes first.
 */
export const { route: routeLoan, withdraw: withdrawFromEngine } = coveredRoutingOf(MODULE);
