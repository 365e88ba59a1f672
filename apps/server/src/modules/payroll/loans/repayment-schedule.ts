import { Exact } from '../engine/exact.ts';

/** How a loan type charges interest (issue 20): on the whole principal, or on what is still owed. */
export type InterestType = 'flat' | 'reducing';

export interface LoanTerms {
  /** The principal in kobo. */
  principalKobo: bigint;
  /** Percent a year, as decimal text ('12', '7.5'). */
  annualRate: string;
  tenureMonths: number;
  interestType: InterestType;
  /** The first payroll month that deducts, `YYYY-MM`. */
  firstMonth: string;
}

/** One month of the schedule; amounts in kobo. */
export interface Instalment {
  month: string;
  principalKobo: bigint;
  interestKobo: bigint;
  instalmentKobo: bigint;
}

export interface RepaymentSchedule {
  /** The monthly instalment every month but (possibly) the last, which absorbs the rounding. */
  monthlyInstalmentKobo: bigint;
  totalInterestKobo: bigint;
  totalRepayableKobo: bigint;
  lines: Instalment[];
}

/**
 * The repayment schedule of a loan (issue 20). Flat: the interest is principal × rate × tenure ÷ 12,
 * and principal and interest are each spread evenly. Reducing balance: the standard annuity
 * instalment, with each month's interest charged on the principal still owed. Every figure is rounded
 * to the kobo once, half up, where it is made; the last month takes whatever rounding left over, so the
 * lines always add up to the totals exactly.
 */
export function repaymentSchedule(terms: LoanTerms): RepaymentSchedule {
  const { principalKobo, tenureMonths } = terms;
  if (!Number.isInteger(tenureMonths) || tenureMonths < 1)
    throw new RangeError('tenure must be 1 month or more');
  if (principalKobo <= 0n) throw new RangeError('principal must be positive');
  const months = monthsFrom(terms.firstMonth, tenureMonths);
  const monthlyRate = Exact.percent(terms.annualRate).div(Exact.of(12n));
  return terms.interestType === 'flat'
    ? flatSchedule(principalKobo, monthlyRate, months)
    : reducingSchedule(principalKobo, monthlyRate, months);
}

function flatSchedule(principal: bigint, monthlyRate: Exact, months: string[]): RepaymentSchedule {
  const n = BigInt(months.length);
  const totalInterest = Exact.of(principal).mul(monthlyRate).mul(Exact.of(n)).roundHalfUp();
  const principalEach = Exact.of(principal, n).roundHalfUp();
  const interestEach = Exact.of(totalInterest, n).roundHalfUp();
  let principalLeft = principal;
  let interestLeft = totalInterest;
  const lines = months.map((month, i) => {
    const last = i === months.length - 1;
    const p = last ? principalLeft : principalEach;
    const r = last ? interestLeft : interestEach;
    principalLeft -= p;
    interestLeft -= r;
    return { month, principalKobo: p, interestKobo: r, instalmentKobo: p + r };
  });
  return summary(principalEach + interestEach, lines);
}

function reducingSchedule(principal: bigint, monthlyRate: Exact, months: string[]): RepaymentSchedule {
  const n = months.length;
  const instalment = annuityInstalment(principal, monthlyRate, n);
  let owed = principal;
  const lines = months.map((month, i) => {
    const interest = Exact.of(owed).mul(monthlyRate).roundHalfUp();
    // The last month repays what is still owed, whatever rounding left there.
    const p = i === n - 1 ? owed : minBig(instalment - interest, owed);
    owed -= p;
    return { month, principalKobo: p, interestKobo: interest, instalmentKobo: p + interest };
  });
  return summary(instalment, lines);
}

/** P·r·(1+r)^n ÷ ((1+r)^n − 1), exactly, rounded once; with no interest, P ÷ n. */
function annuityInstalment(principal: bigint, monthlyRate: Exact, n: number): bigint {
  if (monthlyRate.isZero()) return Exact.of(principal, BigInt(n)).roundHalfUp();
  let growth = Exact.ONE;
  const factor = Exact.ONE.add(monthlyRate);
  for (let i = 0; i < n; i++) growth = growth.mul(factor);
  return Exact.of(principal).mul(monthlyRate).mul(growth).div(growth.sub(Exact.ONE)).roundHalfUp();
}

function summary(monthly: bigint, lines: Instalment[]): RepaymentSchedule {
  const totalInterestKobo = lines.reduce((s, l) => s + l.interestKobo, 0n);
  const totalRepayableKobo = lines.reduce((s, l) => s + l.instalmentKobo, 0n);
  return { monthlyInstalmentKobo: monthly, totalInterestKobo, totalRepayableKobo, lines };
}

/** `count` consecutive months from `first` (`YYYY-MM`), as `YYYY-MM`. */
export function monthsFrom(first: string, count: number): string[] {
  const m = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(first);
  if (!m) throw new RangeError(`not a month: ${first}`);
  const start = Number(m[1]) * 12 + Number(m[2]) - 1;
  return Array.from({ length: count }, (_, i) => {
    const at = start + i;
    return `${Math.floor(at / 12)}-${String((at % 12) + 1).padStart(2, '0')}`;
  });
}

const minBig = (a: bigint, b: bigint): bigint => (a < b ? a : b);
