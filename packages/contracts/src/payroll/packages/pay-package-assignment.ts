import { z } from 'zod';
import { optionalCalendarDate } from '../../platform/dates.ts';
import { rowId } from '../../platform/fields.ts';
import { refuseRepeats } from '../../platform/repeats.ts';
import { nairaInput } from '../money.ts';
import { PAY_PACKAGE_MESSAGES as M } from './pay-package-messages.ts';
import { payPackageEmployeeSchema } from './pay-packages.ts';

/**
 * Who is on a pay package (issue 19 "Assign", ADR 44): `PUT {id}/assign` and the spec's
 * `PUT {id}/un-assign`, both `{ assignments: [{ employee_id, payPackageId }], effective_from? }`.
 * An employee has one package at a time, from a date (the first day of the current month when none
 * is sent); `payPackageId` may be left out, and must otherwise be the path's id.
 */

const isId = (v: unknown) =>
  (typeof v === 'number' || (typeof v === 'string' && v.trim() !== '')) &&
  Number.isSafeInteger(Number(v)) &&
  Number(v) > 0;
const id = (message: string) =>
  z
    .unknown()
    .refine(isId, message)
    .transform((v) => Number(v));
const optionalId = (message: string) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), id(message).optional());

const assignmentItemSchema = z.object({
  employee_id: id(M.employeesInvalid),
  payPackageId: optionalId(M.packageMismatch),
  /** The same in snake case, for a client that writes every field so. */
  pay_package_id: optionalId(M.packageMismatch),
});

export const payPackageAssignmentSchema = z
  .object({
    assignments: z
      .array(assignmentItemSchema, { error: M.selectionRequired })
      .min(1, M.selectionRequired)
      .max(5000, M.employeesInvalid),
    effective_from: optionalCalendarDate(M.effectiveFromInvalid),
  })
  .superRefine((v, ctx) =>
    refuseRepeats(ctx, v.assignments, 'employee_id', M.employeeRepeated, ['assignments']),
  )
  .transform((v) => ({
    assignments: v.assignments.map((a) => ({
      employee_id: a.employee_id,
      /** The package each assignment names, when it names one (the service checks it is the path's). */
      pay_package_id: a.payPackageId ?? a.pay_package_id ?? null,
    })),
    effective_from: v.effective_from ?? null,
  }));
export type PayPackageAssignmentInput = z.input<typeof payPackageAssignmentSchema>;
export type PayPackageAssignment = z.output<typeof payPackageAssignmentSchema>;

/** What assign and un-assign answer: who changed, and from when. */
export const payPackageAssignmentResultSchema = z.object({
  pay_package_id: rowId,
  effective_from: z.string(),
  /** Employees whose package changed (assign) or ended (un-assign); the others already were so. */
  changed: z.array(rowId),
  unchanged: z.array(rowId),
});
export type PayPackageAssignmentResult = z.infer<typeof payPackageAssignmentResultSchema>;

/** GET {id}/assignables: everyone on the package today, for the assignment widget's right list. */
export const payPackageAssignablesSchema = z.object({ employees: z.array(payPackageEmployeeSchema) });
export type PayPackageAssignables = z.infer<typeof payPackageAssignablesSchema>;

// ---------------------------------------------------------------------------------------------
// The worked payslip preview
// ---------------------------------------------------------------------------------------------

const toFlag = (v: unknown) =>
  v === '' || v === null || v === undefined
    ? undefined
    : v === true || v === 'true' || v === '1' || v === 1
      ? true
      : v === false || v === 'false' || v === '0' || v === 0
        ? false
        : v;
const whole = (min: number, max: number, message: string) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).optional(),
  );

/**
 * GET {id}/preview: `annual_rent` (naira a year, default 0), `nhf` (default the company's), and the
 * month and year whose tax table applies (default the current month).
 */
export const payPackagePreviewQuerySchema = z.object({
  annual_rent: nairaInput(M.annualRentInvalid).optional(),
  nhf: z.preprocess(toFlag, z.boolean({ error: M.nhfInvalid }).optional()),
  month: whole(1, 12, M.monthInvalid),
  year: whole(2000, 2100, M.yearInvalid),
});
export type PayPackagePreviewQuery = z.input<typeof payPackagePreviewQuerySchema>;

/** One line of the preview, amounts in naira text with two decimals. */
export const previewComponentSchema = z.object({
  pay_breakdown_id: rowId,
  code: z.string(),
  name: z.string(),
  component_type: z.string(),
  /** How this package computes it: the item's rule, or `fixed` when the package overrides it. */
  calculation_type: z.string(),
  is_pensionable: z.boolean(),
  is_taxable: z.boolean(),
  amount: z.string(),
});
export const previewEmployerLineSchema = z.object({ code: z.string(), name: z.string(), amount: z.string() });

/**
 * The package's monthly payslip for one employee paid the whole month, before anyone is paid: PAYE
 * as in a year of twelve such months (each month annual tax ÷ 12, rounded once to the kobo).
 */
export const payPackagePreviewSchema = z.object({
  pay_package_id: rowId,
  package_name: z.string(),
  month: z.number().int(),
  year: z.number().int(),
  tax_regime: z.enum(['nta_2025', 'pita']),
  annual_rent: z.string(),
  nhf_enabled: z.boolean(),
  monthly_salary: z.string(),
  components: z.array(previewComponentSchema),
  gross_pay: z.string(),
  taxable_pay: z.string(),
  pensionable_pay: z.string(),
  pension_employee: z.string(),
  nhf: z.string(),
  nhis: z.string(),
  paye: z.string(),
  total_deductions: z.string(),
  net_pay: z.string(),
  pension_employer: z.string(),
  /** Every employer contribution (pension, NSITF, ITF, custom ones): shown, never deducted. */
  employer: z.array(previewEmployerLineSchema),
});
export type PayPackagePreview = z.infer<typeof payPackagePreviewSchema>;
