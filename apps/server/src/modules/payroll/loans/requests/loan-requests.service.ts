import {
  LOAN_REQUEST_MESSAGES as M,
  LOAN_REQUEST_MODULE as MODULE,
  hasPermission,
  toPaging,
  type ListPage,
  type LoanRequest,
  type LoanRequestListQuery,
  type LoanRequestValues,
} from '@clockroom/contracts';
import type { SignedInContext } from '../../../../platform/http/context.ts';
import { AppError, conflict, forbidden, invalidField, notFound } from '../../../../platform/http/errors.ts';
import { branchVisible } from '../../../../platform/auth/branch-scope.ts';
import type { Approvals } from '../../../../platform/approvals/approvals.ts';
import { viewFilter, withWaitingLevelLabels } from '../../../../platform/approvals/inbox.ts';
import { companyToday } from '../../../../platform/tenancy/company-today.ts';
import {
  auditedCreate,
  auditedDeleteMany,
  auditedUpdate,
  type AuditedResource,
} from '../../../../platform/audit/audited-writes.ts';
import { refreshLoanLedger } from '../loan-ledger.repository.ts';
import { routeLoan, viewerOf, withdrawFromEngine } from './loan-request-approval.ts';
import { appliedCap, requestErrors } from './loan-request-rules.ts';
import * as facts from './loan-facts.repository.ts';
import * as repo from './loan-requests.repository.ts';

/**
 * Loan requests (ADR 52): lists (the company's for 'view loans', else one's own), create for oneself
 * or, with 'create loan', for an employee one sees; edit and delete while pending; one by id for
 * whoever may see it. Every write rebuilds the loan's schedule (loan-ledger.repository.ts) and sends
 * the request to its approvers.
 */

/** The caller may change or delete it: pending, and theirs or, with the permission, of a branch they see. */
function mayChange(ctx: SignedInContext, loan: repo.StoredLoan, permission: 'edit loan' | 'delete loan') {
  if (loan.status !== 'pending') return false;
  return (
    loan.employee_id === ctx.user.employee.id ||
    (hasPermission(ctx.user, permission) && branchVisible(ctx, loan.branch_id))
  );
}

const answer = (ctx: SignedInContext, { branch_id: _b, ...loan }: repo.StoredLoan): LoanRequest => ({
  ...loan,
  can_edit: mayChange(ctx, { ...loan, branch_id: _b }, 'edit loan'),
});

const timezone = (ctx: SignedInContext) => ctx.user.employee.company.timezone;

/** A page of the requests the caller sees, narrowed by `filters` and the query's type, dates and search. */
async function loansPage(
  ctx: SignedInContext,
  q: LoanRequestListQuery,
  filters: Pick<repo.LoanFilters, 'employeeId' | 'branchIds' | 'status' | 'waiting'>,
): Promise<ListPage<LoanRequest>> {
  // Spec 3 §5: a search sent with an empty term finds nothing (no search_query at all lists all).
  if (q.search_query === '') return { results: [], total: 0 };
  const p = toPaging(q);
  const page = await repo.listLoans(
    ctx.tx,
    ctx.companyId,
    viewerOf(ctx),
    {
      ...filters,
      loanTypeId: q.loan_type_id,
      startDate: q.start_date,
      endDate: q.end_date,
      search: p.search,
      timezone: timezone(ctx),
    },
    p.perPage,
    p.offset,
  );
  return { results: page.results.map((l) => answer(ctx, l)), total: page.total };
}

export function listLoans(ctx: SignedInContext, q: LoanRequestListQuery): Promise<ListPage<LoanRequest>> {
  const own = q.mine === true || !hasPermission(ctx.user, 'view loans');
  return loansPage(ctx, q, { ...viewFilter(ctx, own ? 'own' : 'visible'), status: q.status });
}

/** The pending requests waiting on the caller, each with the level it waits on them at. */
export async function listWaiting(
  ctx: SignedInContext,
  q: LoanRequestListQuery,
): Promise<ListPage<LoanRequest>> {
  return withWaitingLevelLabels(ctx, MODULE, await loansPage(ctx, q, { waiting: true }));
}

/** One request: one's own, one waiting on the caller, or with 'view loans' one of a branch they see. */
export async function findLoan(ctx: SignedInContext, id: number, lock = false): Promise<repo.StoredLoan> {
  const [loan] = await repo.findLoans(ctx.tx, ctx.companyId, viewerOf(ctx), [id], lock);
  const visible =
    loan &&
    (loan.employee_id === ctx.user.employee.id ||
      loan.can_decide ||
      (hasPermission(ctx.user, 'view loans') && branchVisible(ctx, loan.branch_id)));
  if (!loan || !visible) throw notFound(M.notFound);
  return loan;
}

export const getLoan = async (ctx: SignedInContext, id: number) => answer(ctx, await findLoan(ctx, id));

/** The audit row's view of a request: its terms and figures, not its schedule. */
const loanResource: AuditedResource<Omit<LoanRequest, 'schedule'>> = {
  entity: 'loan request',
  name: (l) => `${l.loan_type_name} for ${l.employee_name}`,
  find: async (ctx, id) => {
    const { schedule: _s, ...loan } = await getLoan(ctx, id);
    return loan;
  },
};

/** The employee a request is for: oneself, or with 'create loan' one of a branch the caller sees. */
async function borrowerOf(ctx: SignedInContext, employeeId: number | null): Promise<facts.LoanEmployee> {
  const me = ctx.user.employee.id;
  const id = employeeId ?? me;
  if (id !== me && !hasPermission(ctx.user, 'create loan'))
    throw invalidField('employee_id', M.employeeNotAllowed);
  const employee = await facts.loanEmployee(ctx.tx, ctx.companyId, id);
  if (!employee || (id !== me && !branchVisible(ctx, employee.branchId)))
    throw invalidField('employee_id', M.employeeNotFound);
  return employee;
}

/** The request checked against its type, the employee and their cap; every broken rule is a 422. */
async function checkedWrite(
  ctx: SignedInContext,
  employee: facts.LoanEmployee,
  v: LoanRequestValues,
  exceptId: number | null,
): Promise<repo.LoanWrite> {
  const type = await facts.loanType(ctx.tx, ctx.companyId, v.loan_type_id);
  if (!type) throw invalidField('loan_type_id', M.loanTypeRequired);
  const caps = await facts.capsOf(ctx.tx, ctx.companyId, employee);
  const { today } = await companyToday(ctx.tx, ctx.companyId);
  const errors = requestErrors(
    { amountKobo: BigInt(v.amount_kobo), tenureMonths: v.tenure_months, repaymentStart: v.repayment_start },
    {
      type,
      appointmentDate: employee.appointmentDate,
      today,
      cap: appliedCap(caps.branch, caps.grade),
      outstandingKobo: await facts.outstandingPrincipal(ctx.tx, ctx.companyId, employee.id, exceptId),
    },
  );
  const first = errors[0];
  if (first) throw new AppError(422, first.message, errors);
  return {
    employeeId: employee.id,
    loanTypeId: type.id,
    amountKobo: BigInt(v.amount_kobo),
    tenureMonths: v.tenure_months,
    reason: v.reason,
    repaymentStart: v.repayment_start,
    interestRate: type.interestRate,
    interestType: type.interestType,
  };
}

export async function createLoan(
  ctx: SignedInContext,
  approvals: Approvals,
  v: LoanRequestValues,
): Promise<LoanRequest> {
  const employee = await borrowerOf(ctx, v.employee_id);
  const write = await checkedWrite(ctx, employee, v, null);
  const made = await auditedCreate(ctx, loanResource, async () => {
    const id = await repo.insertLoan(ctx.tx, ctx.companyId, write, ctx.user.employee.id);
    await refreshLoanLedger(ctx.tx, ctx.companyId, id);
    await routeLoan(ctx, approvals, id, employee.id);
    return id;
  });
  // Read again: a group whose only approver is the employee decides at once (ADR 22).
  return getLoan(ctx, made.id);
}

/** What the approvers agreed to has changed, so its approval starts again (ADR 22). */
export async function updateLoan(
  ctx: SignedInContext,
  approvals: Approvals,
  id: number,
  v: LoanRequestValues,
): Promise<LoanRequest> {
  const loan = await findLoan(ctx, id, true);
  if (loan.status !== 'pending') throw conflict(M.notPending);
  if (!mayChange(ctx, loan, 'edit loan')) throw forbidden();
  const employee = await facts.loanEmployee(ctx.tx, ctx.companyId, loan.employee_id);
  if (!employee) throw notFound(M.notFound);
  const write = await checkedWrite(ctx, employee, v, id);
  await auditedUpdate(ctx, loanResource, id, async () => {
    await repo.updateLoan(ctx.tx, ctx.companyId, id, write);
    await refreshLoanLedger(ctx.tx, ctx.companyId, id);
    await routeLoan(ctx, approvals, id, loan.employee_id);
  });
  return getLoan(ctx, id);
}

/** POST …/delete: every id must be visible (else 404), pending (else 409) and the caller's to delete. */
export async function deleteLoans(ctx: SignedInContext, approvals: Approvals, ids: number[]) {
  const unique = [...new Set(ids)];
  const loans: repo.StoredLoan[] = [];
  for (const id of unique) loans.push(await findLoan(ctx, id, true));
  if (loans.some((l) => l.status !== 'pending')) throw conflict(M.notPending);
  if (loans.some((l) => !mayChange(ctx, l, 'delete loan'))) throw forbidden();
  const rows = loans.map(({ schedule: _s, ...l }) => l);
  await auditedDeleteMany(ctx, loanResource, rows, async () => {
    for (const l of loans) await withdrawFromEngine(ctx, approvals, l.id);
    await repo.deleteLoans(ctx.tx, ctx.companyId, unique);
  });
  return { deleted: unique.length };
}
