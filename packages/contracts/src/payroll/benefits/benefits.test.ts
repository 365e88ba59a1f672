import { describe, expect, it } from 'vitest';
import { coveredMonths, coversMonth } from './benefits-messages.ts';
import {
  BENEFIT_DEDUCTION_MESSAGES as M,
  benefitDeductionCreateSchema,
  benefitDeductionTypeInputSchema,
  commaIdsParamsSchema,
} from './index.ts';

const base = { benefit_deduction_type_id: 3, amount: '15000.50' };

describe('the months a benefit or deduction covers', () => {
  it('is the start month alone for a one-off', () => {
    const r = { frequency: 'one_off', start_month: '2026-03', end_month: null } as const;
    expect(coveredMonths(r)).toEqual(['2026-03']);
    expect(coversMonth(r, '2026-03')).toBe(true);
    expect(coversMonth(r, '2026-04')).toBe(false);
  });

  it('runs from start to end, both included, across a year for a monthly one', () => {
    const r = { frequency: 'monthly', start_month: '2025-11', end_month: '2026-02' } as const;
    expect(coveredMonths(r)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(coversMonth(r, '2025-10')).toBe(false);
    expect(coversMonth(r, '2025-12')).toBe(true);
    expect(coversMonth(r, '2026-02')).toBe(true);
    expect(coversMonth(r, '2026-03')).toBe(false);
  });
});

describe('a record as the API reads it', () => {
  it('takes one employee or many, the amount to the kobo, and drops a one-off end month', () => {
    const v = benefitDeductionCreateSchema.parse({
      ...base,
      employee_ids: [4, '5', 4],
      frequency: 'one_off',
      start_month: '2026-03-15',
      end_month: '2026-03',
    });
    expect(v).toMatchObject({
      employee_ids: [4, 5],
      amount_kobo: 1_500_050,
      start_month: '2026-03',
      end_month: null,
    });
  });

  it('needs an employee, an end month for a monthly one, and the end not before the start', () => {
    const issues = (body: object) =>
      benefitDeductionCreateSchema.safeParse(body).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ ...base, frequency: 'monthly', start_month: '2026-03' })).toEqual([
      ['employee_id', M.employeeRequired],
      ['end_month', M.endMonthRequired],
    ]);
    expect(
      issues({ ...base, employee_id: 1, frequency: 'monthly', start_month: '2026-03', end_month: '2026-02' }),
    ).toEqual([['end_month', M.endMonthOrder]]);
    expect(
      issues({ ...base, employee_id: 1, frequency: 'one_off', start_month: '2026-03', end_month: '2026-05' }),
    ).toEqual([['end_month', M.endMonthOneOff]]);
    expect(
      issues({ ...base, employee_id: 1, amount: '-1', frequency: 'weekly', start_month: 'March' }),
    ).toEqual([
      ['amount', M.amountRequired],
      ['frequency', M.frequencyInvalid],
      ['start_month', M.startMonthRequired],
    ]);
  });

  it('never makes a deduction taxable, and reads a comma list of ids', () => {
    expect(
      benefitDeductionTypeInputSchema.parse({ name: 'Union dues', is_deduction: true, is_taxable: true }),
    ).toEqual({
      name: 'Union dues',
      is_deduction: true,
      is_taxable: false,
      description: null,
    });
    expect(commaIdsParamsSchema.parse({ id: '3, 5,3' }).id).toEqual([3, 5]);
    expect(commaIdsParamsSchema.safeParse({ id: '3,,5' }).success).toBe(false);
  });
});
