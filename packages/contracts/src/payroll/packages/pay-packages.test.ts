import { describe, expect, it } from 'vitest';
import { PAY_PACKAGE_MESSAGES as M } from './pay-package-messages.ts';
import { payPackageInputSchema } from './pay-packages.ts';
import { payPackageAssignmentSchema, payPackagePreviewQuerySchema } from './pay-package-assignment.ts';

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('pay package input', () => {
  it('takes naira as text or a number and answers kobo, overrides included', () => {
    const v = payPackageInputSchema.parse({
      package_name: '  Officer ',
      monthly_salary: '250000.5',
      pay_breakdowns: [{ pay_breakdown_id: '3', amount: 1500.25 }, { pay_breakdown_id: 4 }],
    });
    expect(v).toEqual({
      package_name: 'Officer',
      description: null,
      monthly_salary_kobo: 25_000_050,
      pay_breakdowns: [
        { pay_breakdown_id: 3, amount_kobo: 150_025 },
        { pay_breakdown_id: 4, amount_kobo: null },
      ],
    });
  });

  it('keeps the items when pay_breakdowns is left out', () => {
    expect(payPackageInputSchema.parse({ package_name: 'A', monthly_salary: 1 }).pay_breakdowns).toBeNull();
  });

  it('answers each bad field with its own message', () => {
    const r = payPackageInputSchema.safeParse({
      package_name: ' ',
      monthly_salary: '12.345',
      pay_breakdowns: [{ pay_breakdown_id: 'x', amount: '-1' }],
    });
    expect(messages(r)).toEqual({
      package_name: M.nameRequired,
      monthly_salary: M.monthlySalaryInvalid,
      'pay_breakdowns.0.pay_breakdown_id': M.payBreakdownInvalid,
      'pay_breakdowns.0.amount': M.amountInvalid,
    });
  });

  it('requires a salary above 0, and items named once', () => {
    expect(messages(payPackageInputSchema.safeParse({ package_name: 'A' }))).toEqual({
      monthly_salary: M.monthlySalaryRequired,
    });
    expect(messages(payPackageInputSchema.safeParse({ package_name: 'A', monthly_salary: 0 }))).toEqual({
      monthly_salary: M.monthlySalaryInvalid,
    });
    const r = payPackageInputSchema.safeParse({
      package_name: 'A',
      monthly_salary: 10,
      pay_breakdowns: [{ pay_breakdown_id: 1 }, { pay_breakdown_id: 1 }],
    });
    expect(messages(r)).toEqual({ 'pay_breakdowns.1.pay_breakdown_id': M.payBreakdownRepeated });
    const empty = payPackageInputSchema.safeParse({
      package_name: 'A',
      monthly_salary: 10,
      pay_breakdowns: [],
    });
    expect(messages(empty)).toEqual({ pay_breakdowns: M.payBreakdownRequired });
  });
});

describe('pay package assignment', () => {
  it('reads payPackageId or pay_package_id and the date', () => {
    const v = payPackageAssignmentSchema.parse({
      assignments: [
        { employee_id: '5', payPackageId: 2 },
        { employee_id: 6, pay_package_id: '2' },
        { employee_id: 7 },
      ],
      effective_from: '2026-03-01',
    });
    expect(v.assignments).toEqual([
      { employee_id: 5, pay_package_id: 2 },
      { employee_id: 6, pay_package_id: 2 },
      { employee_id: 7, pay_package_id: null },
    ]);
    expect(v.effective_from).toBe('2026-03-01');
  });

  it('refuses nothing to do, a repeated employee and a bad date', () => {
    expect(messages(payPackageAssignmentSchema.safeParse({ assignments: [] }))).toEqual({
      assignments: M.selectionRequired,
    });
    expect(messages(payPackageAssignmentSchema.safeParse({}))).toEqual({ assignments: M.selectionRequired });
    const r = payPackageAssignmentSchema.safeParse({
      assignments: [{ employee_id: 1 }, { employee_id: 1 }],
      effective_from: '2026-02-30',
    });
    expect(messages(r)).toEqual({
      effective_from: M.effectiveFromInvalid,
      'assignments.1.employee_id': M.employeeRepeated,
    });
  });
});

describe('pay package preview query', () => {
  it('reads rent in naira, the NHF flag and the month', () => {
    expect(
      payPackagePreviewQuerySchema.parse({ annual_rent: '1000000', nhf: 'false', month: '3', year: '2026' }),
    ).toEqual({
      annual_rent: 100_000_000,
      nhf: false,
      month: 3,
      year: 2026,
    });
    expect(messages(payPackagePreviewQuerySchema.safeParse({ nhf: 'maybe', month: '13' }))).toEqual({
      nhf: M.nhfInvalid,
      month: M.monthInvalid,
    });
  });
});
