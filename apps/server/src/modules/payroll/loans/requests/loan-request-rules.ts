import { LOAN_REQUEST_MESSAGES as M, formatMoney, type FieldError } from '@clockroom/contracts';

/**
 * The rules a loan request must meet (issue 20; ADR 52), pure so they are tested without a database:
 * the type is open to the employee (active, their service long enough), the amount within the
 * type's limits, the tenure within its maximum, the cap not passed, and repayment not starting in
 * a month already gone. Amounts are whole kobo.
 */

export interface LoanTypeTerms {
  id: number;
  name: string;
  status: string;
  minimumAmountKobo: bigint;
  maximumAmountKobo: bigint;
  maxTenureMonths: number;
  eligibleAfterMonths: number;
}

/** The cap that applies and where it comes from; null when neither the branch nor the grade has one. */
export interface AppliedCap {
  amountKobo: bigint;
  source: 'branch' | 'grade';
}

/** Whole months from the appointment date to today; null when the date is unknown. */
export function monthsOfService(appointmentDate: string | null, today: string): number | null {
  if (!appointmentDate) return null;
  const [y1, m1, d1] = appointmentDate.split('-').map(Number) as [number, number, number];
  const [y2, m2, d2] = today.split('-').map(Number) as [number, number, number];
  const months = (y2 - y1) * 12 + (m2 - m1) - (d2 < d1 ? 1 : 0);
  return Math.max(0, months);
}

/**
 * Why the type is not open to the employee now, or null when it is. Without an appointment date the
 * service cannot be counted, so only a type open from the first day is.
 */
export function typeRefusal(
  type: LoanTypeTerms,
  appointmentDate: string | null,
  today: string,
): string | null {
  if (type.status !== 'active') return M.loanTypeInactive;
  if (type.eligibleAfterMonths <= 0) return null;
  const served = monthsOfService(appointmentDate, today);
  return served !== null && served >= type.eligibleAfterMonths
    ? null
    : M.loanTypeNotEligible(String(type.eligibleAfterMonths));
}

/** The branch's cap or the grade's, the smaller when both have one (ADR 52). */
export function appliedCap(branchCapKobo: bigint | null, gradeCapKobo: bigint | null): AppliedCap | null {
  if (branchCapKobo !== null && (gradeCapKobo === null || branchCapKobo <= gradeCapKobo))
    return { amountKobo: branchCapKobo, source: 'branch' };
  return gradeCapKobo === null ? null : { amountKobo: gradeCapKobo, source: 'grade' };
}

/** What the cap leaves (never below zero), and the most that may be asked now on the type. */
export function borrowable(
  type: Pick<LoanTypeTerms, 'maximumAmountKobo'>,
  cap: AppliedCap | null,
  outstandingKobo: bigint,
): { capLeftKobo: bigint | null; availableKobo: bigint } {
  if (cap === null) return { capLeftKobo: null, availableKobo: type.maximumAmountKobo };
  const left = cap.amountKobo - outstandingKobo;
  const capLeftKobo = left > 0n ? left : 0n;
  return {
    capLeftKobo,
    availableKobo: capLeftKobo < type.maximumAmountKobo ? capLeftKobo : type.maximumAmountKobo,
  };
}

export interface RequestFacts {
  type: LoanTypeTerms;
  appointmentDate: string | null;
  /** `YYYY-MM-DD` in the company's timezone. */
  today: string;
  cap: AppliedCap | null;
  /** Principal still owed on the employee's other pending, approved and disbursed loans. */
  outstandingKobo: bigint;
}

export interface RequestedTerms {
  amountKobo: bigint;
  tenureMonths: number;
  /** `YYYY-MM` */
  repaymentStart: string;
}

/** Every rule the request breaks, one message per field, in the form's order; empty when it may be made. */
export function requestErrors(r: RequestedTerms, f: RequestFacts): FieldError[] {
  const errors: FieldError[] = [];
  const refusal = typeRefusal(f.type, f.appointmentDate, f.today);
  if (refusal) errors.push({ field: 'loan_type_id', message: refusal });
  if (r.amountKobo < f.type.minimumAmountKobo)
    errors.push({ field: 'amount', message: M.amountBelowMinimum(formatMoney(f.type.minimumAmountKobo)) });
  else if (r.amountKobo > f.type.maximumAmountKobo)
    errors.push({ field: 'amount', message: M.amountAboveMaximum(formatMoney(f.type.maximumAmountKobo)) });
  else if (f.cap && f.outstandingKobo + r.amountKobo > f.cap.amountKobo) {
    const { capLeftKobo } = borrowable(f.type, f.cap, f.outstandingKobo);
    errors.push({ field: 'amount', message: M.capExceeded(formatMoney(capLeftKobo ?? 0n)) });
  }
  if (r.tenureMonths > f.type.maxTenureMonths)
    errors.push({ field: 'tenure_months', message: M.tenureTooLong(String(f.type.maxTenureMonths)) });
  if (r.repaymentStart < f.today.slice(0, 7))
    errors.push({ field: 'repayment_start', message: M.repaymentStartPast });
  return errors;
}
