import { initialsOf, type HrmHomeCards } from '@clockroom/contracts';
import type { SignedInContext } from '../../platform/http/context.ts';
import type { Approvals } from '../../platform/approvals/approvals.ts';
import { employeeBalances } from './leaves/leave-balances.ts';
import { leaveYearOf } from './leaves/leave-days.ts';
import * as repo from './home-cards.repository.ts';

/** Spec 2 §9: at most 3 exemptions on the dashboard. */
const HOME_EXEMPTIONS = 3;

/**
 * HR's part of the home dashboard (spec 2 "Employee home dashboard"): the viewer's leave balances
 * and latest exemptions, what waits on their approval, and who is on leave today in the branches
 * they see (null: the whole company).
 */
export async function hrmHomeCards(
  ctx: SignedInContext,
  approvals: Approvals,
  today: string,
  branchIds: number[] | null,
): Promise<HrmHomeCards> {
  const self = ctx.user.employee.id;
  const year = leaveYearOf(today);
  const balances = await employeeBalances(ctx.tx, ctx.companyId, self, year);
  const waiting = await approvals.waitingCounts(ctx, self);
  const onLeave = await repo.onLeaveToday(ctx.tx, ctx.companyId, today, branchIds);
  // Loans no approver group governs wait on holders of 'approve loan' outside the engine (ADR 52);
  // the loan subject counts them, so HR needs no import of payroll.
  const loanSubject = approvals.subject('loan') as {
    waitingOutsideEngine?: (c: SignedInContext) => Promise<{ items: number; requesters: number }>;
  };
  const loansOutside = (await loanSubject.waitingOutsideEngine?.(ctx)) ?? { items: 0, requesters: 0 };
  return {
    leaves: balances.map((b) => ({
      id: b.leaveTypeId,
      leave_name: b.leaveName,
      applicable_days: b.applicableDays,
      days_taken: b.daysTaken,
      remaining_days: b.remainingDays,
    })),
    exemptions: await repo.latestExemptions(ctx.tx, ctx.companyId, self, HOME_EXEMPTIONS),
    pending_leave_approvals_count: {
      leave_pending: waiting.leave?.items ?? 0,
      number_of_employees: waiting.leave?.requesters ?? 0,
    },
    pending_loan_approvals_count: {
      loan_pending: (waiting.loan?.items ?? 0) + loansOutside.items,
      number_of_employees: (waiting.loan?.requesters ?? 0) + loansOutside.requesters,
    },
    pending_exemption_approvals_count: {
      exemption_pending: waiting.exemption?.items ?? 0,
      number_of_employees: waiting.exemption?.requesters ?? 0,
    },
    employees_on_leave: onLeave.map(({ first_name, last_name, ...rest }) => ({
      ...rest,
      employee_initials: initialsOf(first_name, last_name),
    })),
  };
}
