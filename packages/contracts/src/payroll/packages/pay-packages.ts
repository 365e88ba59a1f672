import { z } from 'zod';
import {
  assignedEmployeeFields,
  optionalText,
  requiredName,
  rowCount,
  rowId,
} from '../../platform/fields.ts';
import { refuseRepeats } from '../../platform/repeats.ts';
import { nairaInput } from '../money.ts';
import { PAY_PACKAGE_MESSAGES as M } from './pay-package-messages.ts';

/**
 * A pay package (issue 19 "Pay package", ADR 44): `package_name`, `description`, `monthly_salary`
 * (naira in, naira text with two decimals out) and `pay_breakdowns: [{ pay_breakdown_id, amount }]`,
 * where an amount overrides the item's own rule for this package.
 */

const isId = (v: unknown) =>
  (typeof v === 'number' || (typeof v === 'string' && v.trim() !== '')) &&
  Number.isSafeInteger(Number(v)) &&
  Number(v) > 0;

/** One item of the package; a blank amount means "the item's own rule". */
const packageItemSchema = z.object({
  pay_breakdown_id: z
    .unknown()
    .refine(isId, M.payBreakdownInvalid)
    .transform((v) => Number(v)),
  amount: nairaInput(M.amountInvalid).optional(),
});

/** The monthly salary: required, whole kobo once parsed, above 0. */
const monthlySalary = nairaInput(M.monthlySalaryInvalid).superRefine((kobo, ctx) => {
  if (kobo === undefined) ctx.addIssue({ code: 'custom', message: M.monthlySalaryRequired });
  else if (kobo <= 0) ctx.addIssue({ code: 'custom', message: M.monthlySalaryInvalid });
});

/**
 * POST/PUT /payroll/salarymanagement/pay-packages. `pay_breakdowns` left out keeps what the package
 * has (on create: every item of the company's pay breakdown, each by its own rule); sent, it replaces
 * the list and must name at least one item, each once. The parsed value carries kobo.
 */
export const payPackageInputSchema = z
  .object({
    package_name: requiredName(M.nameRequired, M.nameTooLong),
    description: optionalText(1000, M.descriptionTooLong),
    monthly_salary: monthlySalary,
    pay_breakdowns: z.preprocess(
      (v) => (v === null ? undefined : v),
      z.array(packageItemSchema, { error: M.payBreakdownInvalid }).max(200, M.payBreakdownInvalid).optional(),
    ),
  })
  .superRefine((v, ctx) => {
    if (v.pay_breakdowns === undefined) return;
    if (v.pay_breakdowns.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['pay_breakdowns'], message: M.payBreakdownRequired });
    }
    refuseRepeats(ctx, v.pay_breakdowns, 'pay_breakdown_id', M.payBreakdownRepeated, ['pay_breakdowns']);
  })
  .transform((v) => ({
    package_name: v.package_name,
    description: v.description ?? null,
    monthly_salary_kobo: v.monthly_salary as number,
    /** null: keep the package's items (on create, take every item by its own rule). */
    pay_breakdowns:
      v.pay_breakdowns?.map((i) => ({
        pay_breakdown_id: i.pay_breakdown_id,
        amount_kobo: i.amount ?? null,
      })) ?? null,
  }));
export type PayPackageInput = z.input<typeof payPackageInputSchema>;
export type PayPackageValues = z.output<typeof payPackageInputSchema>;

/** How an item is computed (the pay breakdown's rule), shown beside the package's override. */
export const PAY_PACKAGE_CALCULATION_TYPES = ['percentage', 'fixed', 'formula'] as const;
export const PAY_PACKAGE_COMPONENT_TYPES = ['basic', 'housing', 'transport', 'other'] as const;

/** One item of a package as read back: the item's own rule and the package's override, if any. */
export const payPackageItemSchema = z.object({
  pay_breakdown_id: rowId,
  allowance_name: z.string(),
  code: z.string(),
  component_type: z.enum(PAY_PACKAGE_COMPONENT_TYPES),
  calculation_type: z.enum(PAY_PACKAGE_CALCULATION_TYPES),
  /** The item's percentage of the monthly salary ("40.00"), for `percentage`. */
  percentage: z.string().nullable(),
  /** The item's own fixed amount in naira text, for `fixed`. */
  rule_amount: z.string().nullable(),
  formula: z.string().nullable(),
  is_pensionable: z.boolean(),
  is_taxable: z.boolean(),
  /** This package's override in naira text; null when the item's rule applies. */
  amount: z.string().nullable(),
});
export type PayPackageItem = z.infer<typeof payPackageItemSchema>;

/** A package in the list: with the number of employees on it today. */
export const payPackageSchema = z.object({
  id: rowId,
  package_name: z.string(),
  description: z.string().nullable(),
  /** Naira text with two decimals ("250000.00"). */
  monthly_salary: z.string(),
  employees_count: rowCount,
  pay_breakdowns_count: rowCount,
});
export type PayPackage = z.infer<typeof payPackageSchema>;

/** An employee on a package (the view's list and the assignment widget's right side). */
export const payPackageEmployeeSchema = z.object({
  id: rowId,
  name: z.string(),
  ...assignedEmployeeFields,
  /** The date the package applies to them from. */
  effective_from: z.string(),
});
export type PayPackageEmployee = z.infer<typeof payPackageEmployeeSchema>;

/** GET {id}: the package, its items, and the employees on it today. */
export const payPackageDetailSchema = payPackageSchema.extend({
  pay_breakdowns: z.array(payPackageItemSchema),
  employees: z.array(payPackageEmployeeSchema),
});
export type PayPackageDetail = z.infer<typeof payPackageDetailSchema>;
