import { BENEFIT_DEDUCTION_MODULE as MODULE, formatMoney } from '@clockroom/contracts';
import type { RequestContext } from '../../../platform/http/context.ts';
import { requireCompany } from '../../../platform/http/context.ts';
import type { SubjectDescription } from '../../../platform/approvals/approvals.ts';
import { coveredRoutingOf } from '../../../platform/approvals/covered-routing.ts';
import { recordFacts } from './benefit-approval.repository.ts';

/**
 * Benefits and deductions and the approval engine (ADR 22, 31, 54), as allowance claims do (ADR 45):
 * a record goes through the engine when an approver group of the module 'benefit-deduction' covers
 * its employee; with none it stays pending for the holders of 'approve benefit deduction' who see
 * the employee's branch (benefit-decisions.ts), never approved by default.
 */

/**
 * How a record reads in a notification. The code's English and French belong in the platform's
 * notification texts (contracts NOTIFICATION_TEXTS: benefitDeductionSubject, benefitDeductionGone).
 */
export async function describeRecord(ctx: RequestContext, id: number): Promise<SubjectDescription> {
  const f = await recordFacts(ctx.tx, requireCompany(ctx), id);
  return f
    ? {
        code: 'notification_texts.benefitDeductionSubject',
        params: { type: f.type_name, amount: formatMoney(Number(f.amount_kobo)), employee: f.name },
      }
    : { code: 'notification_texts.benefitDeductionGone', params: { id: String(id) } };
}

/**
 * A new or edited pending record goes to the group that covers its employee now: sent, or started
 * again after an edit; with no group (any more) it leaves the engine and waits on the approvers of
 * the employee's branch. The employee is the requester, so they never decide their own. Deleted, a
 * pending record leaves the approvers' inboxes first.
 */
export const { route: routeRecord, withdraw: withdrawFromEngine } = coveredRoutingOf(MODULE);
