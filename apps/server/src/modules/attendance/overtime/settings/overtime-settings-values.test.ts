import { describe, expect, it } from 'vitest';
import {
  OVERTIME_SETTINGS_MESSAGES as M,
  hundredthsText,
  monthMaxDays,
  overtimeRuleInputSchema,
  parseHundredths,
  parseNaira,
  salaryNaira,
  toFlag,
  workRateInputSchema,
} from '@clockroom/contracts';

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('naira to kobo (work rate salary, digits only)', () => {
  it.each([
    ['220000', 22_000_000],
    [' 1500 ', 150_000],
    [0, 0],
    [220_000, 22_000_000],
    ['90000000000', 9_000_000_000_000],
  ])('%j is %d kobo', (value, kobo) => {
    expect(parseNaira(value)).toEqual({ ok: true, kobo });
  });

  it.each([
    '12.5',
    '1,000',
    '-5',
    '+5',
    '1e5',
    '',
    'abc',
    12.5,
    -1,
    Number.NaN,
    Infinity,
    null,
    true,
    '0x10',
  ])('refuses %j as not digits', (value) => {
    expect(parseNaira(value)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses more than 90 billion naira, and its kobo stay exact', () => {
    expect(parseNaira('90000000001')).toEqual({ ok: false, reason: 'too_large' });
    expect(parseNaira('99999999999999999999999')).toEqual({ ok: false, reason: 'too_large' });
    expect(Number.isSafeInteger(9_000_000_000_000)).toBe(true);
  });

  it('reads kobo back as naira exactly', () => {
    expect(salaryNaira(22_000_000)).toBe(220_000);
    expect(salaryNaira(0)).toBe(0);
    expect(salaryNaira(150_050)).toBe(1500.5);
  });
});

describe('decimal amounts as hundredths', () => {
  it.each([
    ['1500', 150_000],
    ['1500.5', 150_050],
    [12.25, 1225],
    ['0.01', 1],
    ['50.00', 5000],
  ])('%j is %d hundredths', (value, hundredths) => {
    expect(parseHundredths(value)).toBe(hundredths);
  });

  it.each(['.5', '1.234', '-1', '1e3', '', 'ten', 0.1 + 0.2, null])('refuses %j', (value) => {
    expect(parseHundredths(value)).toBeNull();
  });

  it('writes hundredths with two decimals', () => {
    expect(hundredthsText(150_050)).toBe('1500.50');
    expect(hundredthsText(5)).toBe('0.05');
  });
});

describe('month day limits (spec 3 §5)', () => {
  it('allows 31, February 29, then 30 or 31', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map(monthMaxDays)).toEqual([
      31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]);
  });

  const rate = (monthly_workdays: unknown) =>
    workRateInputSchema.safeParse({
      group_name: 'Rate',
      use_custom_charge: true,
      custom_charge: '220000',
      monthly_workdays,
    });

  it('takes each month up to its maximum and leaves out months with 0 days', () => {
    const r = rate([
      { month_id: 2, days: 29 },
      { month_id: 1, days: '31' },
      { month_id: 4, days: 0 },
      { month_id: 6, days: '' },
    ]);
    expect(r.success && r.data.monthly_workdays).toEqual([
      { month_id: 1, days: 31 },
      { month_id: 2, days: 29 },
    ]);
    expect(r.success && r.data.custom_charge_kobo).toBe(22_000_000);
  });

  it.each([
    [2, 30, 29],
    [4, 31, 30],
    [1, 32, 31],
    [9, -1, 30],
    [3, 2.5, 31],
    [3, 'ten', 31],
  ])('refuses month %d with %j days: between 0 and %d', (month_id, days, max) => {
    expect(issues(rate([{ month_id, days }]))).toEqual([
      ['monthly_workdays.0.days', M.monthDaysInvalid(max)],
    ]);
  });

  it('needs at least one month with days', () => {
    expect(issues(rate([{ month_id: 1, days: 0 }]))).toEqual([
      ['monthly_workdays', M.monthlyWorkdaysRequired],
    ]);
    expect(issues(rate(undefined))).toEqual([['monthly_workdays', M.monthlyWorkdaysRequired]]);
  });
});

describe('flags and rule amounts', () => {
  it('reads 0 and non-zero as booleans', () => {
    expect([0, 1, 2, -1, '0', '1', 'true', 'FALSE', true, false].map(toFlag)).toEqual([
      false,
      true,
      true,
      true,
      false,
      true,
      true,
      false,
      true,
      false,
    ]);
    expect(toFlag('')).toBeUndefined();
    expect(toFlag('maybe')).toBe('maybe');
  });

  const rule = (over: Record<string, unknown>) =>
    overtimeRuleInputSchema.safeParse({
      group_name: 'Rule',
      description: 'Weekdays',
      payment_type: 'premium_pay',
      percentage_value: 50,
      ...over,
    });

  it('takes the form’s amount fields and keeps the amount as two-decimal text', () => {
    const premium = rule({ use_work_shift: 1 });
    expect(premium.success && premium.data).toMatchObject({ amount: '50.00', use_work_shift: true });
    const fixed = rule({ payment_type: 'FIXED', fixed_amount: '1500.5', percentage_value: undefined });
    expect(fixed.success && fixed.data).toMatchObject({ payment_type: 'fixed', amount: '1500.50' });
    const plain = rule({ percentage_value: undefined, amount: '12.5' });
    expect(plain.success && plain.data.amount).toBe('12.50');
  });

  it.each([
    [{ percentage_value: 0 }, 'percentage_value', M.percentageRange],
    [{ percentage_value: 101 }, 'percentage_value', M.percentageRange],
    [{ percentage_value: '' }, 'percentage_value', M.percentageRequired],
    [{ percentage_value: 'half' }, 'percentage_value', M.percentageRequired],
    [{ payment_type: 'fixed', percentage_value: undefined }, 'amount', M.fixedAmountRequired],
    [{ payment_type: 'fixed', fixed_amount: '' }, 'fixed_amount', M.fixedAmountRequired],
    [{ payment_type: 'fixed', fixed_amount: '1.234' }, 'fixed_amount', M.fixedAmountRequired],
  ])('refuses %j', (over, field, message) => {
    expect(issues(rule(over))).toEqual([[field, message]]);
  });

  it('needs the work time and days only without the work shift', () => {
    expect(rule({ use_work_shift: true }).success).toBe(true);
    expect(issues(rule({ use_work_shift: 0 }))).toEqual([
      ['work_time', M.workTimeRequired],
      ['work_day_ids', M.workDaysRequired],
    ]);
    const own = rule({ use_work_shift: false, work_time: '08:00', work_day_ids: [5, 1, 1] });
    expect(own.success && own.data).toMatchObject({
      work_time: '08:00:00',
      work_day_ids: [1, 5],
      work_type: 'duration',
    });
  });
});
