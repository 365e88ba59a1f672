import { describe, expect, it } from 'vitest';
import { N, ntaTable } from '../engine/tax-table.fixtures.ts';
import { daysPaid, periodOf, previousPeriod } from './schedule-period.ts';
import { marginalBand, varianceReasons, type VarianceSide } from './variance.ts';

const NTA = ntaTable(7);
const tables = new Map([[7, NTA]]);

function side(over: Partial<VarianceSide> = {}): VarianceSide {
  return {
    daysPaid: 31,
    daysInMonth: 31,
    payPackageId: 1,
    monthlySalaryKobo: N(250_000),
    grossKobo: N(250_000),
    basicKobo: N(125_000),
    pensionableKobo: N(250_000),
    taxableKobo: N(250_000),
    eligibleDeductionsKobo: N(20_000),
    overtimeKobo: 0n,
    allowanceKobo: 0n,
    benefitsKobo: 0n,
    deductionsKobo: 0n,
    loanRepaymentKobo: 0n,
    pensionEmployeeKobo: N(20_000),
    nhfKobo: 0n,
    nhisKobo: 0n,
    netKobo: N(205_500),
    taxTableId: 7,
    componentsKey: 'BASIC=12500000',
    ...over,
  };
}
const march = periodOf(2026, 3);
const who = { appointmentDate: '2020-01-06', exitDate: null, annualRentKobo: 0n };

describe('the payroll month', () => {
  it('knows its days, the month before, and the calendar days paid', () => {
    expect(periodOf(2028, 2)).toMatchObject({ start: '2028-02-01', end: '2028-02-29', daysInMonth: 29 });
    expect(previousPeriod(periodOf(2026, 1))).toMatchObject({ year: 2025, month: 12 });
    expect(daysPaid(march, '2026-03-17', null)).toBe(15);
    expect(daysPaid(march, null, '2026-03-10')).toBe(10);
    expect(daysPaid(march, '2026-03-10', '2026-03-10')).toBe(1);
    expect(daysPaid(march, '2026-04-01', null)).toBe(0);
    expect(daysPaid(march, null, '2026-02-28')).toBe(0);
  });
});

describe('variance reasons', () => {
  it('finds the band a month reaches, an edge belonging to the band below', () => {
    expect(marginalBand(NTA, side(), 0n)).toBe(1);
    // Chargeable exactly ₦3,000,000 a year: the top of the 15 % band.
    expect(marginalBand(NTA, side({ taxableKobo: N(250_000), eligibleDeductionsKobo: 0n }), 0n)).toBe(1);
    expect(marginalBand(NTA, side({ taxableKobo: N(250_001), eligibleDeductionsKobo: 0n }), 0n)).toBe(2);
    expect(marginalBand(NTA, side({ grossKobo: N(70_000) }), 0n)).toBe(-1);
  });

  it('says nothing for an unchanged month, and names joiners, leavers and what moved', () => {
    expect(varianceReasons(march, who, side(), side(), tables)).toEqual([]);
    expect(varianceReasons(march, who, null, side(), tables)).toEqual(['joined']);
    expect(varianceReasons(march, who, side(), null, tables)).toEqual(['left']);
    expect(
      varianceReasons(
        march,
        { ...who, exitDate: '2026-03-15' },
        side(),
        side({ daysPaid: 15, netKobo: N(99_000) }),
        tables,
      ),
    ).toEqual(['left', 'proration']);
    expect(
      varianceReasons(
        march,
        who,
        side(),
        side({ payPackageId: 2, taxableKobo: N(600_000), netKobo: N(450_000) }),
        tables,
      ),
    ).toEqual(['package_change', 'tax_band']);
    expect(
      varianceReasons(march, who, side(), side({ overtimeKobo: N(11_250), netKobo: N(215_000) }), tables),
    ).toEqual(['overtime']);
    expect(
      varianceReasons(
        march,
        who,
        side(),
        side({ loanRepaymentKobo: N(10_000), netKobo: N(195_500) }),
        tables,
      ),
    ).toEqual(['loan']);
    expect(varianceReasons(march, who, side(), side({ componentsKey: 'BASIC=13000000' }), tables)).toEqual([
      'allowance',
    ]);
    expect(
      varianceReasons(march, who, side(), side({ nhfKobo: N(3_125), netKobo: N(202_844) }), tables),
    ).toEqual(['statutory']);
    expect(varianceReasons(march, who, side(), side({ netKobo: N(205_000) }), tables)).toEqual(['other']);
  });
});
