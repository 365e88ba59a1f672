import type { RequestContext } from '../../../platform/http/context.ts';
import { requireCompany } from '../../../platform/http/context.ts';
import type { PayItemSource, PayPeriod } from '../schedule/pay-item-source.ts';
import { currentPayMonth, firstOpenMonths, nextMonth } from './confirmed-months.repository.ts';
import * as repo from './allowance-sources.repository.ts';

/**
 * The allowances' pay item sources (ADR 41, 45): 'allowances' pays each recurring allowance to those
 * holding it in the month; 'extra-allowances' pays the month's extra allowances and the approved
 * claims whose pay month it is (allowance-sources.repository.ts). A recurring allowance is a fixed
 * monthly amount, not prorated (ADR 45).
 */

/**
 * After a month is confirmed for these employees: an approved claim of that month is paid when the
 * confirmed row carries it (whatever order the hooks ran in); one the row does not carry (the month
 * was imported, or confirmed from a run before the approval) moves to the employee's next open
 * month, so it is never lost nor paid twice.
 */
export async function settleClaims(ctx: RequestContext, period: PayPeriod, employeeIds: readonly number[]) {
  const companyId = requireCompany(ctx);
  const claims = await repo.approvedClaimsOf(ctx.tx, companyId, period, employeeIds);
  await repo.setPaid(
    ctx.tx,
    companyId,
    claims.filter((c) => c.carried).map((c) => c.id),
  );
  const left = claims.filter((c) => !c.carried);
  if (left.length === 0) return;
  const now = await currentPayMonth(ctx.tx, companyId);
  const after = nextMonth(period.start.slice(0, 7));
  const from = now > after ? now : after;
  const open = await firstOpenMonths(ctx.tx, companyId, [...new Set(left.map((c) => c.employeeId))], from);
  await repo.setPayMonths(
    ctx.tx,
    companyId,
    left.map((claim) => ({ id: claim.id, month: open.get(claim.employeeId) ?? from })),
  );
}

export const allowancesSource: PayItemSource = { name: 'allowances', lines: repo.recurringLines };

export const extraAllowancesSource: PayItemSource = {
  name: 'extra-allowances',
  lines: repo.extraLines,
  confirmed: repo.markClaimsPaid,
};
