import {
  LOAN_REQUEST_MESSAGES as M,
  hasAnyPermission,
  koboToNaira,
  type EmployeeLoanType,
  type LoanAvailability,
  type LoanAvailabilityQuery,
} from '@clockroom/contracts';
import type { SignedInContext } from '../../../../platform/http/context.ts';
import { invalidField, notFound } from '../../../../platform/http/errors.ts';
import { branchVisible } from '../../../../platform/auth/branch-scope.ts';
import { companyToday } from '../../../../platform/tenancy/company-today.ts';
import { appliedCap, borrowable, typeRefusal } from './loan-request-rules.ts';
import * as facts from './loan-facts.repository.ts';

/**
 * What an employee may borrow (ADR 52): the types open to them now, and on one type its limits, the
 * cap that applies, what they owe and the most they may ask. Anyone for themselves; for another
 * employee, holders of 'view loans' or 'create loan' who see that employee's branch.
 */

const naira = (kobo: bigint) => koboToNaira(Number(kobo));
const rate = (r: string) => (r.includes('.') ? r.replace(/\.?0+$/, '') : r);

async function employeeFor(ctx: SignedInContext, employeeId: number | null | undefined) {
  const me = ctx.user.employee.id;
  const id = employeeId ?? me;
  const allowed = id === me || hasAnyPermission(ctx.user, ['view loans', 'create loan']);
  const employee = allowed ? await facts.loanEmployee(ctx.tx, ctx.companyId, id) : undefined;
  if (!employee || (id !== me && !branchVisible(ctx, employee.branchId))) throw notFound(M.employeeNotFound);
  return employee;
}

export async function availabilityOf(
  ctx: SignedInContext,
  q: LoanAvailabilityQuery,
): Promise<LoanAvailability> {
  const employee = await employeeFor(ctx, q.employee_id);
  const type = await facts.loanType(ctx.tx, ctx.companyId, q.loan_type_id);
  if (!type) throw invalidField('loan_type_id', M.loanTypeRequired);
  const { today } = await companyToday(ctx.tx, ctx.companyId);
  const caps = await facts.capsOf(ctx.tx, ctx.companyId, employee);
  const cap = appliedCap(caps.branch, caps.grade);
  const outstanding = await facts.outstandingPrincipal(ctx.tx, ctx.companyId, employee.id, null);
  const { capLeftKobo, availableKobo } = borrowable(type, cap, outstanding);
  const refusal = typeRefusal(type, employee.appointmentDate, today);
  return {
    employee_id: employee.id,
    loan_type_id: type.id,
    loan_type_name: type.name,
    eligible: refusal === null,
    reason: refusal,
    minimum_amount: naira(type.minimumAmountKobo),
    maximum_amount: naira(type.maximumAmountKobo),
    max_tenure_months: type.maxTenureMonths,
    interest_rate: rate(type.interestRate),
    interest_type: type.interestType,
    cap: cap ? naira(cap.amountKobo) : null,
    cap_source: cap?.source ?? null,
    outstanding: naira(outstanding),
    cap_left: capLeftKobo === null ? null : naira(capLeftKobo),
    available: naira(availableKobo),
  };
}

/** GET /payroll/loans/settings/loantypes/employee/{id}: the active types their service opens. */
export async function typesForEmployee(
  ctx: SignedInContext,
  employeeId: number,
): Promise<EmployeeLoanType[]> {
  const employee = await employeeFor(ctx, employeeId);
  const { today } = await companyToday(ctx.tx, ctx.companyId);
  const types = await facts.activeLoanTypes(ctx.tx, ctx.companyId);
  return types
    .filter((t) => typeRefusal(t, employee.appointmentDate, today) === null)
    .map((t) => ({
      id: t.id,
      name: t.name,
      description: t.description,
      minimum_amount: naira(t.minimumAmountKobo),
      maximum_amount: naira(t.maximumAmountKobo),
      max_tenure_months: t.maxTenureMonths,
      interest_rate: rate(t.interestRate),
      interest_type: t.interestType,
      eligible_after_months: t.eligibleAfterMonths,
    }));
}
