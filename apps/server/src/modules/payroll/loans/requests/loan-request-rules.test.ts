import { describe, expect, it } from 'vitest';
import { LOAN_REQUEST_MESSAGES as M } from '@clockroom/contracts';
import {
  appliedCap,
  borrowable,
  monthsOfService,
  requestErrors,
  typeRefusal,
  type LoanTypeTerms,
  type RequestFacts,
} from './loan-request-rules.ts';

const N = (naira: number) => BigInt(naira) * 100n;
const type: LoanTypeTerms = {
  id: 1,
  name: 'Staff loan',
  status: 'active',
  minimumAmountKobo: N(50_000),
  maximumAmountKobo: N(1_000_000),
  maxTenureMonths: 24,
  eligibleAfterMonths: 6,
};
const facts = (over: Partial<RequestFacts> = {}): RequestFacts => ({
  type,
  appointmentDate: '2025-01-15',
  today: '2026-11-28',
  cap: null,
  outstandingKobo: 0n,
  ...over,
});
const terms = { amountKobo: N(600_000), tenureMonths: 12, repaymentStart: '2026-12' };

describe('months of service', () => {
  it('counts whole months, a month not yet complete left out', () => {
    expect(monthsOfService('2026-05-28', '2026-11-28')).toBe(6);
    expect(monthsOfService('2026-05-29', '2026-11-28')).toBe(5);
    expect(monthsOfService('2027-01-01', '2026-11-28')).toBe(0);
    expect(monthsOfService(null, '2026-11-28')).toBeNull();
  });
});

describe('whether a loan type is open to an employee', () => {
  it('refuses an inactive type, and one whose service is too short or unknown', () => {
    expect(typeRefusal({ ...type, status: 'inactive' }, '2020-01-01', '2026-11-28')).toBe(M.loanTypeInactive);
    expect(typeRefusal(type, '2026-06-01', '2026-11-28')).toBe(M.loanTypeNotEligible('6'));
    expect(typeRefusal(type, null, '2026-11-28')).toBe(M.loanTypeNotEligible('6'));
    expect(typeRefusal(type, '2026-05-28', '2026-11-28')).toBeNull();
    expect(typeRefusal({ ...type, eligibleAfterMonths: 0 }, null, '2026-11-28')).toBeNull();
  });
});

describe('the cap check', () => {
  it('takes the branch cap or the grade cap, the smaller when both are set', () => {
    expect(appliedCap(null, null)).toBeNull();
    expect(appliedCap(N(500_000), null)).toEqual({ amountKobo: N(500_000), source: 'branch' });
    expect(appliedCap(null, N(400_000))).toEqual({ amountKobo: N(400_000), source: 'grade' });
    expect(appliedCap(N(500_000), N(400_000))).toEqual({ amountKobo: N(400_000), source: 'grade' });
    expect(appliedCap(N(300_000), N(400_000))).toEqual({ amountKobo: N(300_000), source: 'branch' });
  });

  it('leaves the cap less what is owed, never below zero, and at most the type maximum', () => {
    const cap = { amountKobo: N(800_000), source: 'branch' as const };
    expect(borrowable(type, cap, N(300_000))).toEqual({ capLeftKobo: N(500_000), availableKobo: N(500_000) });
    expect(borrowable(type, cap, N(900_000))).toEqual({ capLeftKobo: 0n, availableKobo: 0n });
    expect(borrowable(type, null, N(900_000))).toEqual({ capLeftKobo: null, availableKobo: N(1_000_000) });
    expect(borrowable(type, { ...cap, amountKobo: N(5_000_000) }, 0n).availableKobo).toBe(N(1_000_000));
  });

  it('allows owed principal plus the amount up to the cap exactly, and refuses a kobo more', () => {
    const cap = { amountKobo: N(800_000), source: 'branch' as const };
    expect(requestErrors(terms, facts({ cap, outstandingKobo: N(200_000) }))).toEqual([]);
    expect(requestErrors(terms, facts({ cap, outstandingKobo: N(200_000) + 1n }))).toEqual([
      { field: 'amount', message: M.capExceeded('₦599,999.99') },
    ]);
  });
});

describe('a loan request', () => {
  it('passes within every limit', () => {
    expect(requestErrors(terms, facts())).toEqual([]);
  });

  it('names each field it breaks', () => {
    const errors = requestErrors(
      { amountKobo: N(10_000), tenureMonths: 36, repaymentStart: '2026-10' },
      facts({ appointmentDate: '2026-10-01' }),
    );
    expect(errors).toEqual([
      { field: 'loan_type_id', message: M.loanTypeNotEligible('6') },
      { field: 'amount', message: M.amountBelowMinimum('₦50,000.00') },
      { field: 'tenure_months', message: M.tenureTooLong('24') },
      { field: 'repayment_start', message: M.repaymentStartPast },
    ]);
    expect(requestErrors({ ...terms, amountKobo: N(1_000_000) + 1n }, facts())).toEqual([
      { field: 'amount', message: M.amountAboveMaximum('₦1,000,000.00') },
    ]);
  });

  it('may start repaying this month', () => {
    expect(requestErrors({ ...terms, repaymentStart: '2026-11' }, facts())).toEqual([]);
  });
});
