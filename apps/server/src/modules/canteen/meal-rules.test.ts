import { describe, expect, it } from 'vitest';
import { koboText, mealShares } from '@clockroom/contracts';
import { decideMeals, deductedIn, type Verification } from './meal-rules.ts';

describe('a meal’s shares', () => {
  it('rounds the employee’s share half up to the kobo once; the company pays the rest', () => {
    expect(mealShares(150_000, 60)).toEqual({ employeeKobo: 60_000, companyKobo: 90_000 });
    // ₦999.99 × 66.67 % = 66,669.333 kobo → 66,669.
    expect(mealShares(99_999, '33.33')).toEqual({ employeeKobo: 66_669, companyKobo: 33_330 });
    // ₦0.05 × 50 % = 2.5 kobo → 3 (half up), the company 2.
    expect(mealShares(5, 50)).toEqual({ employeeKobo: 3, companyKobo: 2 });
    expect(mealShares(150_000, 100)).toEqual({ employeeKobo: 0, companyKobo: 150_000 });
    expect(mealShares(150_000, 0)).toEqual({ employeeKobo: 150_000, companyKobo: 0 });
    expect(koboText(66_669)).toBe('666.69');
    expect(koboText(5n)).toBe('0.05');
  });
});

const plan = { id: 7, priceKobo: 150_000, companySharePercent: '60.00', mealsPerDay: 2, active: true };
const line = (over: Partial<Verification>): Verification => ({
  pin: '101',
  localTime: '2026-03-10 12:00:00',
  servedAt: '2026-03-10 12:00:00+01',
  day: '2026-03-10',
  employeeId: 1,
  plan,
  stored: false,
  servedBefore: 0,
  ...over,
});

describe('meals per day', () => {
  it('serves up to the plan’s meals a day, counting those served before, then refuses', () => {
    const out = decideMeals([
      line({ localTime: '2026-03-10 19:00:00', servedBefore: 1 }),
      line({ localTime: '2026-03-10 12:00:00', servedBefore: 1, stored: true }),
      line({ localTime: '2026-03-10 20:00:00', servedBefore: 1 }),
      line({ localTime: '2026-03-11 08:00:00', day: '2026-03-11' }),
    ]);
    expect(out.map((m) => [m.day, m.status, m.reason, m.employeeShareKobo])).toEqual([
      ['2026-03-10', 'served', null, 60_000],
      ['2026-03-10', 'refused', 'limit_reached', 0],
      ['2026-03-11', 'served', null, 60_000],
    ]);
  });

  it('refuses an unknown PIN, someone without a plan or on an inactive plan, and takes a repeated line once', () => {
    const out = decideMeals([
      line({ employeeId: null, plan: null, pin: 'X' }),
      line({ plan: null, pin: '102', employeeId: 2 }),
      line({ plan: { ...plan, active: false }, pin: '103', employeeId: 3 }),
      line({ pin: '104', employeeId: 4 }),
      line({ pin: '104', employeeId: 4 }),
    ]);
    expect(out.map((m) => [m.pin, m.status, m.reason])).toEqual([
      ['X', 'refused', 'unknown_pin'],
      ['102', 'refused', 'no_plan'],
      ['103', 'refused', 'plan_inactive'],
      ['104', 'served', null],
    ]);
  });
});

describe('the payroll roll-over rule', () => {
  it('deducts served, unsettled meals up to the month’s end, so a late meal of a confirmed month rolls on', () => {
    const served = { status: 'served' as const, settledMonth: null };
    expect(deductedIn('2026-03-31', { ...served, day: '2026-03-31' })).toBe(true);
    expect(deductedIn('2026-03-31', { ...served, day: '2026-04-01' })).toBe(false);
    // Pushed after March was confirmed: still unsettled, so April takes it.
    expect(deductedIn('2026-04-30', { ...served, day: '2026-03-20' })).toBe(true);
    expect(deductedIn('2026-04-30', { ...served, day: '2026-03-20', settledMonth: '2026-03-01' })).toBe(
      false,
    );
    expect(deductedIn('2026-04-30', { status: 'refused', settledMonth: null, day: '2026-04-02' })).toBe(
      false,
    );
  });
});
