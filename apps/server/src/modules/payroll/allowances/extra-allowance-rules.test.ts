import { describe, expect, it } from 'vitest';
import { changedPairs, type ExtraPlan } from './extra-allowance-rules.ts';
import { nextMonth } from './confirmed-months.repository.ts';

const plan = (over: Partial<ExtraPlan> = {}): ExtraPlan => ({
  months: ['2026-03', '2026-04'],
  payments: new Map([
    [1, 5000],
    [2, 7000],
  ]),
  taxable: true,
  pensionable: false,
  ...over,
});

describe('the pay pairs an extra allowance change touches', () => {
  it('are every pair of a new allowance and of a deleted one', () => {
    expect(changedPairs(null, plan({ months: ['2026-03'] }))).toEqual([
      { employeeId: 1, month: '2026-03' },
      { employeeId: 2, month: '2026-03' },
    ]);
    expect(changedPairs(plan({ months: ['2026-04'] }), null)).toHaveLength(2);
  });

  it('are none when only the name would change', () => {
    expect(changedPairs(plan(), plan())).toEqual([]);
  });

  it('are the added and removed months and employees, and another amount', () => {
    const after = plan({
      months: ['2026-04', '2026-05'],
      payments: new Map([
        [1, 5000],
        [3, 7000],
      ]),
    });
    expect(changedPairs(plan(), after)).toEqual(
      [
        { employeeId: 1, month: '2026-03' },
        { employeeId: 2, month: '2026-03' },
        { employeeId: 2, month: '2026-04' },
        { employeeId: 1, month: '2026-05' },
        { employeeId: 3, month: '2026-04' },
        { employeeId: 3, month: '2026-05' },
      ].sort((a, b) => a.month.localeCompare(b.month) || a.employeeId - b.employeeId),
    );
    const raised = plan({
      payments: new Map([
        [1, 5000],
        [2, 7001],
      ]),
    });
    expect(changedPairs(plan(), raised).map((p) => p.employeeId)).toEqual([2, 2]);
  });

  it('are every shared pair when the tax flags change', () => {
    expect(changedPairs(plan(), plan({ pensionable: true }))).toHaveLength(4);
  });
});

describe('the next payroll month', () => {
  it('rolls over the year', () => {
    expect(nextMonth('2026-03')).toBe('2026-04');
    expect(nextMonth('2026-12')).toBe('2027-01');
  });
});
