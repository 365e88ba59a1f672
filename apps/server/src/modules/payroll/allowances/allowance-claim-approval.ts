import { ALLOWANCE_CLAIM_MODULE as MODULE, formatMoney } from '@clockroom/contracts';
import type { RequestContext } from '../../../platform/http/context.ts';
import { requireCompany } from '../../../platform/http/context.ts';
import type { SubjectDescription } from '../../../platform/approvals/approvals.ts';
import { coveredRoutingOf } from '../../../platform/approvals/covered-routing.ts';
import { currentPayMonth, firstOpenMonths } from './confirmed-months.repository.ts';
import { setDecision } from './allowance-claims.repository.ts';
import { claimFacts } from './claim-approval.repository.ts';

/**
 * Allowance claims and the approval engine (ADR 22, 31, 45). A claim goes through the engine when an
 * approver group of the module 'allowance-claim' covers the claimant; with none it stays pending for
 * the holders of 'approve payroll' (allowance-claim-decisions.ts), never approved by default.
 */

/**
 * How a claim reads in a notification. The code's English and French belong in the platform's
 * notification texts (contracts, NOTIFICATION_TEXTS: allowanceClaimSubject, allowanceClaimGone).
 */
export async function describeClaim(ctx: RequestContext, id: number): Promise<SubjectDescription> {
  const c = await claimFacts(ctx.tx, requireCompany(ctx), id);
  return c
    ? {
        code: 'notification_texts.allowanceClaimSubject',
        params: { title: c.title, amount: formatMoney(Number(c.amount_kobo)), employee: c.name },
      }
    : { code: 'notification_texts.allowanceClaimGone', params: { id: String(id) } };
}

/** Approved: paid in the claimant's first month from now that no confirmation has locked. */
export async function approveClaim(ctx: RequestContext, id: number): Promise<void> {
  const companyId = requireCompany(ctx);
  const c = await claimFacts(ctx.tx, companyId, id);
  if (!c) return;
  const employeeId = Number(c.employee_id);
  const from = await currentPayMonth(ctx.tx, companyId);
  const month = (await firstOpenMonths(ctx.tx, companyId, [employeeId], from)).get(employeeId) ?? from;
  await setDecision(ctx.tx, companyId, id, { status: 'approved', payMonth: month });
}

/**
 * A new or edited pending claim goes to the group that covers the claimant now: sent, or started
 * again after an edit; with no group (any more) it leaves the engine and waits on payroll approvers.
 * A claim the claimant withdraws leaves the approvers' inboxes first.
 */
export const { route: routeClaim, withdraw: withdrawFromEngine } = coveredRoutingOf(MODULE);
