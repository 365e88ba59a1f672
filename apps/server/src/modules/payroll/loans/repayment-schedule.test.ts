import { describe, expect, it } from 'vitest';
import { monthsFrom, repaymentSchedule, type LoanTerms } from './repayment-schedule.ts';

const terms = (over: Partial<LoanTerms> = {}): LoanTerms => ({
  principalKobo: 60_000_000n,
  annualRate: '12',
  tenureMonths: 12,
  interestType: 'flat',
  firstMonth: '2026-11',
  ...over,
});

/** [principal, interest] of each month, in kobo, worked by hand: 1 % a month on what is still owed. */
const REDUCING_TABLE: [number, number][] = [
  [4_730_927, 600_000],
  [4_778_236, 552_691],
  [4_826_019, 504_908],
  [4_874_279, 456_648],
  [4_923_022, 407_905],
  [4_972_252, 358_675],
  [5_021_974, 308_953],
  [5_072_194, 258_733],
  [5_122_916, 208_011],
  [5_174_145, 156_782],
  [5_225_887, 105_040],
  [5_278_149, 52_781],
];

describe('repaymentSchedule', () => {
  it('flat: ₦600,000 over 12 months at 12 % a year is ₦56,000.00 a month, ₦6,000 of it interest', () => {
    const s = repaymentSchedule(terms());
    expect(s.monthlyInstalmentKobo).toBe(5_600_000n);
    expect(s.totalInterestKobo).toBe(7_200_000n);
    expect(s.totalRepayableKobo).toBe(67_200_000n);
    for (const line of s.lines) {
      expect(line).toMatchObject({
        principalKobo: 5_000_000n,
        interestKobo: 600_000n,
        instalmentKobo: 5_600_000n,
      });
    }
    expect(s.lines.map((l) => l.month)).toEqual(monthsFrom('2026-11', 12));
    expect(s.lines.at(-1)?.month).toBe('2027-10');
  });

  it('reducing: the annuity instalment is ₦53,309.27, total interest ₦39,711.27, the last month ₦53,309.30', () => {
    const s = repaymentSchedule(terms({ interestType: 'reducing' }));
    expect(s.monthlyInstalmentKobo).toBe(5_330_927n);
    expect(s.lines.map((l) => [Number(l.principalKobo), Number(l.interestKobo)])).toEqual(REDUCING_TABLE);
    expect(s.totalInterestKobo).toBe(3_971_127n);
    expect(s.lines.at(-1)?.instalmentKobo).toBe(5_330_930n);
    expect(s.lines.slice(0, -1).every((l) => l.instalmentKobo === 5_330_927n)).toBe(true);
  });

  it('puts the rounding in the last month, so the lines add up to the totals exactly', () => {
    for (const interestType of ['flat', 'reducing'] as const) {
      const s = repaymentSchedule(
        terms({ principalKobo: 10_000_000n, annualRate: '7.5', tenureMonths: 7, interestType }),
      );
      const principal = s.lines.reduce((a, l) => a + l.principalKobo, 0n);
      const interest = s.lines.reduce((a, l) => a + l.interestKobo, 0n);
      expect(principal).toBe(10_000_000n);
      expect(interest).toBe(s.totalInterestKobo);
      expect(principal + interest).toBe(s.totalRepayableKobo);
      expect(s.lines.slice(0, -1).every((l) => l.instalmentKobo === s.monthlyInstalmentKobo)).toBe(true);
    }
  });

  it('with no interest, repays the principal evenly', () => {
    const s = repaymentSchedule(
      terms({ annualRate: '0', tenureMonths: 3, principalKobo: 100_000n, interestType: 'reducing' }),
    );
    expect(s.lines.map((l) => l.instalmentKobo)).toEqual([33_333n, 33_333n, 33_334n]);
    expect(s.totalInterestKobo).toBe(0n);
  });

  it('refuses a tenure under a month, a principal of nothing and a month that is not YYYY-MM', () => {
    expect(() => repaymentSchedule(terms({ tenureMonths: 0 }))).toThrow(RangeError);
    expect(() => repaymentSchedule(terms({ principalKobo: 0n }))).toThrow(RangeError);
    expect(() => repaymentSchedule(terms({ firstMonth: '2026-13' }))).toThrow(RangeError);
  });

  it('counts months across the year end', () => {
    expect(monthsFrom('2026-12', 3)).toEqual(['2026-12', '2027-01', '2027-02']);
  });
});
