import { describe, expect, it } from 'vitest';
import { Exact } from './exact.ts';
import {
  annualTax,
  monthlyPaye,
  nhfKobo,
  nhisKobo,
  pensionEmployeeKobo,
  remittanceKobo,
  type Remittance,
  type TaxTable,
  taxTableFor,
} from './statutory.ts';
import { NTA_2025_BANDS, PITA_BANDS } from '../statutory/statutory-defaults.ts';

const N = (naira: number) => BigInt(Math.round(naira * 100));

const base = {
  rentReliefRate: '0',
  rentReliefCapKobo: 0n,
  craFixedKobo: 0n,
  craGrossRate: '0',
  craExtraRate: '0',
  minimumTaxRate: '0',
  pensionEmployeeRate: '8',
  nhfRate: '2.5',
  nhisRate: '0',
};
const NTA: TaxTable = {
  ...base,
  id: 2,
  regime: 'nta_2025',
  effectiveFrom: '2026-01-01',
  bands: NTA_2025_BANDS,
  rentReliefRate: '20',
  rentReliefCapKobo: N(500_000),
  minimumWageKobo: N(70_000),
};
const PITA: TaxTable = {
  ...base,
  id: 1,
  regime: 'pita',
  effectiveFrom: '2011-01-01',
  bands: PITA_BANDS,
  craFixedKobo: N(200_000),
  craGrossRate: '1',
  craExtraRate: '20',
  minimumTaxRate: '1',
  minimumWageKobo: N(30_000),
};

const yearly = (table: TaxTable, gross: number, eligible = 0, rent = 0) =>
  annualTax(table, {
    grossKobo: Exact.of(N(gross)),
    eligibleDeductionsKobo: Exact.of(N(eligible)),
    annualRentKobo: N(rent),
  });

/**
 * Runs a year month by month; `pay[m]` is month m+1's gross (0: not employed), pension 8 %. The months
 * elapsed are the months paid so far (as the run counts them), or the calendar month with `calendar`.
 */
function runYear(table: TaxTable, pay: readonly number[], pensionRate = 0.08, calendar = false): bigint[] {
  let ytdTaxable = 0n;
  let ytdEligible = 0n;
  let before = 0n;
  let paid = 0;
  return pay.map((gross, i) => {
    if (gross === 0) return 0n;
    paid += 1;
    ytdTaxable += N(gross);
    ytdEligible += N(gross * pensionRate);
    const paye = monthlyPaye(table, {
      monthsElapsed: calendar ? i + 1 : paid,
      ytdTaxableKobo: ytdTaxable,
      ytdEligibleDeductionsKobo: ytdEligible,
      annualRentKobo: 0n,
      monthGrossKobo: N(gross),
      payeBeforeKobo: before,
    });
    before += paye;
    return paye;
  });
}
const sum = (xs: readonly bigint[]) => xs.reduce((a, b) => a + b, 0n);

describe('annual tax', () => {
  it('NTA 2025: ₦6,000,000 gross with ₦1,000,000 rent is ₦834,000', () => {
    expect(yearly(NTA, 6_000_000, 0, 1_000_000).cmp(Exact.of(N(834_000)))).toBe(0);
  });
  it('NTA 2025: rent relief stops at its cap', () => {
    // 20 % of ₦5,000,000 is ₦1,000,000, capped at ₦500,000: chargeable 5,500,000.
    expect(yearly(NTA, 6_000_000, 0, 5_000_000).toFixed(0)).toBe(String(N(780_000)));
  });
  it('NTA 2025: chargeable ₦3,000,000 is ₦330,000 exactly, not a kobo more', () => {
    expect(yearly(NTA, 3_000_000).cmp(Exact.of(N(330_000)))).toBe(0);
    expect(yearly(NTA, 800_000).isZero()).toBe(true);
  });
  it('PITA: ₦4,000,000 gross with 8 % pension is ₦464,240 (CRA on gross less pension)', () => {
    expect(yearly(PITA, 4_000_000, 320_000).cmp(Exact.of(N(464_240)))).toBe(0);
  });
  it('PITA: the 1 % minimum tax applies when the band tax is lower', () => {
    // CRA 200,000 + 60,000; chargeable 40,000 → 2,800 by bands, below 1 % of 300,000.
    expect(yearly(PITA, 300_000).cmp(Exact.of(N(3_000)))).toBe(0);
  });
});

describe('monthly PAYE by the year to date', () => {
  it('₦250,000 a month with 8 % pension is ₦24,500 every month, ₦294,000 a year', () => {
    const months = runYear(NTA, Array(12).fill(250_000));
    expect(months).toEqual(Array(12).fill(N(24_500)));
    expect(sum(months)).toBe(N(294_000));
  });
  it('a mid-year raise is trued up: the year totals the tax on the year actually earned', () => {
    const months = runYear(NTA, [...Array(6).fill(250_000), ...Array(6).fill(400_000)]);
    expect(months.slice(0, 6)).toEqual(Array(6).fill(N(24_500)));
    expect(months[6]).toBeGreaterThan(N(24_500));
    expect(sum(months)).toBe(yearly(NTA, 3_900_000, 312_000).roundHalfUp());
    expect(sum(months)).toBe(N(435_840));
  });
  it('a June joiner pays on his annualised pay; a prorated first month is trued up', () => {
    const steady = runYear(NTA, [...Array(5).fill(0), ...Array(7).fill(250_000)]);
    expect(steady.slice(5)).toEqual(Array(7).fill(N(24_500)));
    // Joined on 16 June: half a month, then the rest of the year at ₦250,000; the year totals the
    // tax on the seven months' pay annualised.
    const prorated = runYear(NTA, [...Array(5).fill(0), 125_000, ...Array(6).fill(250_000)]);
    expect(prorated[5]).toBeLessThan(N(24_500));
    const earned = Exact.of(N(1_625_000)).mul(Exact.of(12n, 7n));
    const due = annualTax(NTA, {
      grossKobo: earned,
      eligibleDeductionsKobo: earned.mul(Exact.percent('8')),
      annualRentKobo: 0n,
    });
    expect(sum(prorated)).toBe(due.mul(Exact.of(7n, 12n)).roundHalfUp());
  });
  it('counted by calendar month, a June joiner is trued up to the tax on what he earned', () => {
    const months = runYear(NTA, [...Array(5).fill(0), ...Array(7).fill(250_000)], 0.08, true);
    expect(months.every((m) => m >= 0n)).toBe(true);
    expect(sum(months)).toBe(N(121_500));
  });
  it('no PAYE at or below the ₦70,000 minimum wage', () => {
    expect(runYear(NTA, Array(12).fill(70_000))).toEqual(Array(12).fill(0n));
    expect(sum(runYear(NTA, Array(12).fill(70_000.01), 0))).toBeGreaterThan(0n);
  });
  it('an over-deducted year pays 0, never a negative PAYE', () => {
    const paye = monthlyPaye(NTA, {
      monthsElapsed: 3,
      ytdTaxableKobo: N(750_000),
      ytdEligibleDeductionsKobo: N(60_000),
      annualRentKobo: 0n,
      monthGrossKobo: N(250_000),
      payeBeforeKobo: N(100_000),
    });
    expect(paye).toBe(0n);
  });
  it('rounds once, half up, to the kobo', () => {
    // ₦100,000.03 a month: 15 % of the 12th of (1,200,000.36 − 800,000) is 5,000.0045 → 5,000.00.
    const [first] = runYear(NTA, [100_000.03], 0);
    expect(first).toBe(N(5_000));
  });
  it('refuses a month outside the year', () => {
    const m = {
      ytdTaxableKobo: 1n,
      ytdEligibleDeductionsKobo: 0n,
      annualRentKobo: 0n,
      monthGrossKobo: N(100_000),
      payeBeforeKobo: 0n,
    };
    expect(() => monthlyPaye(NTA, { ...m, monthsElapsed: 0 })).toThrow(RangeError);
    expect(() => monthlyPaye(NTA, { ...m, monthsElapsed: 13 })).toThrow(RangeError);
  });
});

describe('tax table versions', () => {
  it('takes the latest effective_from on or before the day', () => {
    expect(taxTableFor([NTA, PITA], '2025-12-31').regime).toBe('pita');
    expect(taxTableFor([NTA, PITA], '2026-01-01').regime).toBe('nta_2025');
    expect(taxTableFor([NTA, PITA], '2001-01-01').regime).toBe('pita');
    expect(() => taxTableFor([], '2026-01-01')).toThrow();
  });
});

describe('deductions and remittances', () => {
  const bases = { grossKobo: N(300_000), pensionableKobo: N(250_000), basicKobo: N(150_000) };
  const r = (code: string, rate: string, on: Remittance['base'], minHeadcount = 0): Remittance => ({
    code,
    name: code,
    rate,
    base: on,
    minHeadcount,
    enabled: true,
  });
  it('pension 8 % of pensionable, NHF 2.5 % of basic, NHIS by its rate', () => {
    expect(pensionEmployeeKobo(NTA, N(250_000))).toBe(N(20_000));
    expect(nhfKobo(NTA, N(150_000))).toBe(N(3_750));
    expect(nhfKobo(NTA, 20n)).toBe(1n); // 0.5 kobo rounds up
    expect(nhisKobo(NTA, N(150_000))).toBe(0n);
    expect(nhisKobo({ ...NTA, nhisRate: '5' }, N(150_000))).toBe(N(7_500));
  });
  it('employer pension 10 % of pensionable, NSITF 1 % of gross', () => {
    expect(remittanceKobo(r('PENSION_EMPLOYER', '10', 'pensionable'), bases, 1)).toBe(N(25_000));
    expect(remittanceKobo(r('NSITF', '1', 'gross'), bases, 1)).toBe(N(3_000));
  });
  it('ITF only with 5 staff or more; a disabled remittance is 0', () => {
    const itf = r('ITF', '1', 'gross', 5);
    expect(remittanceKobo(itf, bases, 4)).toBe(0n);
    expect(remittanceKobo(itf, bases, 5)).toBe(N(3_000));
    expect(remittanceKobo({ ...itf, enabled: false }, bases, 50)).toBe(0n);
    expect(remittanceKobo(r('X', '2', 'basic'), bases, 1)).toBe(N(3_000));
  });
});
