import {
  LOAN_DISBURSEMENT_MESSAGES as D,
  toPaging,
  type ListPage,
  type LoanDisbursement,
  type LoanDisbursementValues,
  type LoanRepaymentListFilter,
  type RepayableLoan,
} from '@clockroom/contracts';
import type { SignedInContext } from '../../../../platform/http/context.ts';
import { AppError, invalidField, notFound } from '../../../../platform/http/errors.ts';
import { branchVisible, visibleBranchIds } from '../../../../platform/auth/branch-scope.ts';
import {
  auditedCreate,
  auditedDelete,
  type AuditedResource,
} from '../../../../platform/audit/audited-writes.ts';
import { refreshLoanLedger } from '../loan-ledger.repository.ts';
import {
  findLoan,
  firstOpenMonth,
  repayableLoans,
  setDisbursed,
  type LoanFacts,
} from './loans.repository.ts';
import * as repo from './repayments.repository.ts';

/**
 * Disbursements (issue 20, ADR 53): money paid out on an approved loan, in one go or in parts that add
 * up to at most the approved amount. The schedule is made again on what was paid out, until payroll
 * deducts its first instalment; from then on the disbursements are frozen.
 */

/** What the disbursement and refund lists read from their query, within the branches the caller sees. */
export function repaymentListFilter(ctx: SignedInContext, q: LoanRepaymentListFilter): repo.ListFilter {
  const p = toPaging(q);
  return {
    search: p.search,
    employeeId: q.employee_id,
    loanId: q.loan_request_id,
    branchIds: visibleBranchIds(ctx),
    limit: p.perPage,
    offset: p.offset,
  };
}

export function listDisbursements(
  ctx: SignedInContext,
  q: LoanRepaymentListFilter,
): Promise<ListPage<LoanDisbursement>> {
  return repo.listDisbursements(ctx.tx, ctx.companyId, repaymentListFilter(ctx, q));
}

/** An employee's loans for a screen's picker: to disburse, or to refund. */
export function loansOf(
  ctx: SignedInContext,
  employeeId: number,
  purpose: 'disburse' | 'refund',
): Promise<RepayableLoan[]> {
  return repayableLoans(ctx.tx, ctx.companyId, employeeId, purpose, visibleBranchIds(ctx));
}

/** The loan named in a body, locked; one the viewer may not see is refused beside the field. */
export async function lockedLoan(ctx: SignedInContext, loanId: number): Promise<LoanFacts> {
  const loan = await findLoan(ctx.tx, ctx.companyId, loanId, true);
  if (!loan || !branchVisible(ctx, loan.branchId)) throw invalidField('loan_request_id', D.loanNotFound);
  return loan;
}

async function findDisbursement(ctx: SignedInContext, id: number) {
  const found = await repo.findDisbursement(ctx.tx, ctx.companyId, id);
  if (!found || !branchVisible(ctx, found.branchId)) throw notFound(D.notFound);
  return found;
}

const disbursement: AuditedResource<LoanDisbursement> = {
  entity: 'loan disbursement',
  name: (row) => `of ₦${row.amount} to ${row.employee_name}`,
  find: async (ctx, id) => (await findDisbursement(ctx, id)).row,
};

/**
 * The first month of the schedule: the one asked for, unless payroll has confirmed it for the
 * employee already, in which case the first month from it that is still open (ADR 53).
 */
const openStart = (ctx: SignedInContext, loan: LoanFacts): Promise<string> =>
  firstOpenMonth(ctx.tx, ctx.companyId, loan.employeeId, loan.repaymentStart);

export async function createDisbursement(
  ctx: SignedInContext,
  v: LoanDisbursementValues,
): Promise<LoanDisbursement> {
  return auditedCreate(ctx, disbursement, async () => {
    const loan = await lockedLoan(ctx, v.loan_request_id);
    if (loan.status !== 'approved' && loan.status !== 'disbursed')
      throw invalidField('loan_request_id', D.notApproved);
    if (loan.anyPaid) throw invalidField('loan_request_id', D.scheduleFrozen);
    const total = loan.amountDisbursedKobo + BigInt(v.amount_kobo);
    if (total > loan.amountKobo) throw invalidField('amount', D.overApproved);
    const id = await repo.insertDisbursement(ctx.tx, ctx.companyId, {
      loanId: loan.id,
      amountKobo: v.amount_kobo,
      on: v.disbursed_on,
      note: v.note,
      by: ctx.user.id,
    });
    await setDisbursed(ctx.tx, ctx.companyId, loan.id, total, await openStart(ctx, loan));
    await refreshLoanLedger(ctx.tx, ctx.companyId, loan.id);
    return id;
  });
}

/**
 * Takes a disbursement back (entered by mistake): refused once payroll has deducted an instalment, and
 * while refunds are recorded against the loan (they would be left settling a schedule that shrank).
 */
export async function deleteDisbursement(ctx: SignedInContext, id: number): Promise<void> {
  await auditedDelete(ctx, disbursement, id, async (before) => {
    const loan = await lockedLoan(ctx, before.loan_request_id);
    if (loan.anyPaid) throw new AppError(422, D.scheduleFrozen);
    if (loan.refundsKobo > 0n) throw new AppError(422, D.refundsRecorded);
    const found = await findDisbursement(ctx, id);
    await repo.deleteDisbursement(ctx.tx, ctx.companyId, id);
    const left = loan.amountDisbursedKobo - found.amountKobo;
    await setDisbursed(ctx.tx, ctx.companyId, loan.id, left > 0n ? left : 0n, loan.repaymentStart);
    await refreshLoanLedger(ctx.tx, ctx.companyId, loan.id);
  });
}
