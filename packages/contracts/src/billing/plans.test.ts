import { describe, expect, it } from 'vitest';
import { BILLING_PLANS, MODULE_PRICES, billableModules, percentOf, quote } from './plans.ts';

describe('quote', () => {
  it('prices a monthly plan as price × employees for each module, organisation always included', () => {
    const q = quote({ plan: 'monthly', modules: ['attendance'], employees: 10 });
    expect(q.modules).toEqual(['organization', 'attendance']);
    expect(q.line_items).toEqual([
      {
        module: 'organization',
        name: 'Organisation',
        price_per_employee: 50_000,
        employees: 10,
        months: 1,
        amount: 500_000,
      },
      {
        module: 'attendance',
        name: 'Time & Attendance',
        price_per_employee: 80_000,
        employees: 10,
        months: 1,
        amount: 800_000,
      },
    ]);
    expect(q).toMatchObject({
      subtotal: 1_300_000,
      discount_percent: 0,
      discount: 0,
      amount: 1_300_000,
      currency: 'naira',
    });
  });

  it('bills twelve months on the annual plan and takes its discount off the subtotal', () => {
    const q = quote({ plan: 'annual', modules: ['organization', 'attendance'], employees: 10 });
    expect(q.months).toBe(12);
    expect(q.subtotal).toBe(15_600_000);
    expect(q.discount).toBe(2_340_000);
    expect(q.amount).toBe(13_260_000);
  });

  it('lists each module once, in catalogue order, whatever order and repeats it is given', () => {
    expect(billableModules(['payroll', 'hrm', 'payroll'])).toEqual(['organization', 'hrm', 'payroll']);
    expect(billableModules([])).toEqual(['organization']);
  });

  it('keeps every amount an exact integer at the largest head count', () => {
    const all = Object.keys(MODULE_PRICES);
    const q = quote({ plan: 'annual', modules: all, employees: 100_000 });
    const perEmployeeMonth = Object.values(MODULE_PRICES).reduce((a, b) => a + b, 0);
    expect(q.subtotal).toBe(perEmployeeMonth * 100_000 * 12);
    for (const v of [q.subtotal, q.discount, q.amount]) expect(Number.isSafeInteger(v)).toBe(true);
    expect(q.amount + q.discount).toBe(q.subtotal);
  });

  it('refuses what the schemas would have refused', () => {
    expect(() => quote({ plan: 'weekly' as 'monthly', modules: [], employees: 1 })).toThrow();
    expect(() => quote({ plan: 'monthly', modules: ['spaceships'], employees: 1 })).toThrow();
    expect(() => quote({ plan: 'monthly', modules: [], employees: 0 })).toThrow();
    expect(() => quote({ plan: 'monthly', modules: [], employees: 2.5 })).toThrow();
    expect(() => quote({ plan: 'monthly', modules: [], employees: 100_001 })).toThrow();
  });

  it('offers a monthly and a discounted annual plan', () => {
    expect(BILLING_PLANS.map((p) => [p.id, p.months])).toEqual([
      ['monthly', 1],
      ['annual', 12],
    ]);
    const annual = BILLING_PLANS.find((p) => p.id === 'annual');
    if (!annual) throw new Error('Expected an annual plan');
    expect(annual.discount_percent).toBeGreaterThan(0);
  });
});

describe('percentOf', () => {
  it('rounds half up in integers', () => {
    expect(percentOf(1_000, 15)).toBe(150);
    expect(percentOf(10, 15)).toBe(2); // 1.5 → 2
    expect(percentOf(9, 15)).toBe(1); // 1.35 → 1
    expect(percentOf(3, 50)).toBe(2); // 1.5 → 2
    expect(percentOf(0, 15)).toBe(0);
    expect(percentOf(123_456, 0)).toBe(0);
  });
});
