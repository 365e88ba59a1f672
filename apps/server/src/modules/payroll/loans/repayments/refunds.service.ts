import {
  LOAN_REFUND_MESSAGES as R,
  type ListPage,
  type LoanRefund,
  type LoanRefundValues,
  type LoanRepaymentListFilter,
} from '@clockroom/contracts';
import type { SignedInContext } from '../../../../platform/http/context.ts';
import { AppError, invalidField, notFound } from '../../../../platform/http/errors.ts';
import { branchVisible } from '../../../../platform/auth/branch-scope.ts';
import {
  auditedCreate,
  auditedDeleteMany,
  auditedUpdate,
  type AuditedResource,
} from '../../../../platform/audit/audited-writes.ts';
import { refreshLoanLedger } from '../loan-ledger.repository.ts';
import { lockedLoan, repaymentListFilter } from './disbursements.service.ts';
import type { LoanFacts } from './loans.repository.ts';
import * as repo from './repayments.repository.ts';

/**
 * Refunds (issue 20, ADR 53): money an employee pays back outside payroll. A refund may not pass the
 * loan's balance; the ledger settles the last unpaid instalments with it first, so the monthly
 * instalment stays and the loan ends sooner. A refund that settled part of an instalment payroll has
 * since deducted the rest of is part of that paid month: it may not be reduced below it.
 */

export function listRefunds(ctx: SignedInContext, q: LoanRepaymentListFilter): Promise<ListPage<LoanRefund>> {
  return repo.listRefunds(ctx.tx, ctx.companyId, repaymentListFilter(ctx, q));
}

async function findRefund(ctx: SignedInContext, id: number) {
  const found = await repo.findRefund(ctx.tx, ctx.companyId, id);
  if (!found || !branchVisible(ctx, found.branchId)) throw notFound(R.notFound);
  return found;
}

export const getRefund = async (ctx: SignedInContext, id: number): Promise<LoanRefund> =>
  (await findRefund(ctx, id)).row;

const refund: AuditedResource<LoanRefund> = {
  entity: 'loan refund',
  name: (row) => `of ₦${row.amount} from ${row.employee_name}`,
  find: getRefund,
};

/** The loan may take `amount` more in refunds: disbursed (or repaid, when `returned` comes back). */
function checkRoom(loan: LoanFacts, amountKobo: bigint, returnedKobo: bigint) {
  const open = loan.status === 'disbursed' || (loan.status === 'repaid' && returnedKobo > 0n);
  if (!open) throw invalidField('loan_request_id', R.notDisbursed);
  if (amountKobo > loan.balanceKobo + returnedKobo) throw invalidField('amount', R.overBalance);
}

/** Refunds of the loan may fall to `totalKobo` only while paid months keep what they settled. */
function checkLocked(loan: LoanFacts, totalKobo: bigint) {
  if (totalKobo < loan.lockedRefundKobo) throw new AppError(422, R.settledByPayroll);
}

export async function createRefund(ctx: SignedInContext, v: LoanRefundValues): Promise<LoanRefund> {
  return auditedCreate(ctx, refund, async () => {
    const loan = await lockedLoan(ctx, v.loan_request_id);
    checkRoom(loan, BigInt(v.amount_kobo), 0n);
    const id = await repo.insertRefund(ctx.tx, ctx.companyId, {
      loanId: loan.id,
      amountKobo: v.amount_kobo,
      on: v.refunded_on,
      note: v.note,
      by: ctx.user.id,
    });
    await refreshLoanLedger(ctx.tx, ctx.companyId, loan.id);
    return id;
  });
}

export async function updateRefund(
  ctx: SignedInContext,
  id: number,
  v: LoanRefundValues,
): Promise<LoanRefund> {
  return auditedUpdate(ctx, refund, id, async (before) => {
    const oldAmount = (await findRefund(ctx, id)).amountKobo;
    const amount = BigInt(v.amount_kobo);
    // Both loans locked, the lower id first, so two moves between the same loans cannot deadlock.
    const [first, second] = [before.loan_request_id, v.loan_request_id].sort((a, b) => a - b);
    const lockedFirst = await lockedLoan(ctx, first as number);
    const lockedSecond = second === first ? lockedFirst : await lockedLoan(ctx, second as number);
    const oldLoan = lockedFirst.id === before.loan_request_id ? lockedFirst : lockedSecond;
    const newLoan = lockedFirst.id === v.loan_request_id ? lockedFirst : lockedSecond;
    if (oldLoan === newLoan) {
      if (amount !== oldAmount) checkRoom(newLoan, amount, oldAmount);
      checkLocked(oldLoan, oldLoan.refundsKobo - oldAmount + amount);
    } else {
      checkRoom(newLoan, amount, 0n);
      checkLocked(oldLoan, oldLoan.refundsKobo - oldAmount);
    }
    await repo.updateRefund(ctx.tx, ctx.companyId, id, {
      loanId: newLoan.id,
      amountKobo: v.amount_kobo,
      on: v.refunded_on,
      note: v.note,
    });
    await refreshLoanLedger(ctx.tx, ctx.companyId, oldLoan.id);
    if (newLoan !== oldLoan) await refreshLoanLedger(ctx.tx, ctx.companyId, newLoan.id);
  });
}

/** Deletes the refunds (all or none: any unknown id is a 404), and rebuilds each loan once. */
export async function deleteRefunds(
  ctx: SignedInContext,
  ids: readonly number[],
): Promise<{ deleted: number }> {
  const unique = [...new Set(ids)];
  const found = [];
  for (const id of unique) found.push(await findRefund(ctx, id));
  const byLoan = new Map<number, bigint>();
  for (const f of found)
    byLoan.set(f.row.loan_request_id, (byLoan.get(f.row.loan_request_id) ?? 0n) + f.amountKobo);
  const loanIds = [...byLoan.keys()].sort((a, b) => a - b);
  for (const loanId of loanIds) {
    const loan = await lockedLoan(ctx, loanId);
    checkLocked(loan, loan.refundsKobo - (byLoan.get(loanId) ?? 0n));
  }
  await auditedDeleteMany(
    ctx,
    refund,
    found.map((f) => f.row),
    () => repo.deleteRefunds(ctx.tx, ctx.companyId, unique),
  );
  for (const loanId of loanIds) await refreshLoanLedger(ctx.tx, ctx.companyId, loanId);
  return { deleted: unique.length };
}
