import { z } from 'zod';
import { idArray, optionalText, requiredName, rowCount, rowId } from '../../platform/fields.ts';
import { refuseRepeats } from '../../platform/repeats.ts';
import { nairaInput, requiredNaira } from '../money.ts';
import { ALLOWANCE_MESSAGES as M } from './allowances-messages.ts';
import { flagInput, optionalPayMonthInput, payMonthInput } from './pay-months.ts';

/**
 * Recurring allowances (issue 19 "allowance"; ADR 45): a fixed monthly amount in naira paid to the
 * employees who hold it, each from a month and until a month (or open-ended), at the allowance's
 * amount or their own. Amounts are whole kobo once parsed; answers carry naira text ("15000.00").
 */

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

/** A positive naira amount, answered in kobo. */
export const positiveNaira = (required: string, positive: string) =>
  requiredNaira(required)
    .refine((v) => v === undefined || v > 0, positive)
    .transform((v) => v ?? 0);

/** An optional override, answered in kobo or null. */
const optionalNaira = (invalid: string, positive: string) =>
  nairaInput(invalid)
    .refine((v) => v === undefined || v > 0, positive)
    .transform((v) => v ?? null);

/** The code from the name when none is sent: `Hazard pay` → `HAZARD_PAY`. */
export const codeFromName = (name: string): string =>
  name
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 30) || 'ALLOWANCE';

const employeeId = z.preprocess(
  blank,
  z.coerce.number({ error: M.employeesInvalid }).int(M.employeesInvalid).positive(M.employeesInvalid),
);

/** One employee holding the allowance: `amount` overrides the allowance's for them. */
export const allowanceHoldingSchema = z
  .object({
    employee_id: employeeId,
    amount: optionalNaira(M.amountRequired, M.amountPositive),
    from_month: payMonthInput(M.monthInvalid),
    to_month: optionalPayMonthInput(M.monthInvalid),
  })
  .refine((h) => h.to_month === null || h.to_month >= h.from_month, {
    message: M.monthOrder,
    path: ['to_month'],
  })
  .transform((h) => ({
    employee_id: h.employee_id,
    amount_kobo: h.amount,
    from_month: h.from_month,
    to_month: h.to_month,
  }));
export type AllowanceHoldingValues = z.output<typeof allowanceHoldingSchema>;

const holdings = z
  .array(allowanceHoldingSchema, { error: M.employeesInvalid })
  .max(10_000, M.employeesInvalid)
  .superRefine((list, ctx) => refuseRepeats(ctx, list, 'employee_id', M.employeeRepeated));

/**
 * POST/PUT /payroll/salarymanagement/settings/allowance. `code` defaults to the name's; `employees`,
 * when sent, is the whole list of holders (a PUT without it keeps them). Flags take booleans or
 * 0/non-zero.
 */
export const allowanceInputSchema = z
  .object({
    name: requiredName(M.nameRequired, M.nameTooLong),
    code: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim().toUpperCase() || undefined : blank(v)),
      z
        .string({ error: M.codeInvalid })
        .regex(/^[A-Z0-9_]{1,30}$/, M.codeInvalid)
        .optional(),
    ),
    description: optionalText(1000, M.descriptionTooLong),
    amount: positiveNaira(M.amountRequired, M.amountPositive),
    is_taxable: flagInput(M.flagInvalid, true),
    is_pensionable: flagInput(M.flagInvalid, false),
    claimable: flagInput(M.flagInvalid, false),
    active: flagInput(M.flagInvalid, true),
    employees: z.preprocess((v) => (v === null ? undefined : v), holdings.optional()),
  })
  .transform((v) => ({
    name: v.name,
    code: v.code ?? codeFromName(v.name),
    description: v.description ?? null,
    amount_kobo: v.amount,
    is_taxable: v.is_taxable,
    is_pensionable: v.is_pensionable,
    claimable: v.claimable,
    active: v.active,
    employees: v.employees,
  }));
export type AllowanceInput = z.input<typeof allowanceInputSchema>;
export type AllowanceValues = z.output<typeof allowanceInputSchema>;

/** POST {id}/assign: these employees hold it (added, or their amount and months replaced). */
export const allowanceAssignSchema = z.object({
  employees: holdings.refine((l) => l.length > 0, M.selectionRequired),
});
export type AllowanceAssignInput = z.input<typeof allowanceAssignSchema>;

/** POST {id}/unassign: these employees no longer hold it. */
export const allowanceUnassignSchema = z.object({ employee_ids: idArray(M.selectionRequired, 1) });
export type AllowanceUnassignInput = z.input<typeof allowanceUnassignSchema>;

/** An employee an allowance or an extra allowance is paid to, as its view lists them. */
export const payeeFields = {
  employee_id: rowId,
  name: z.string(),
  pin: z.string().nullable(),
  department: z.string().nullable(),
  branch: z.string().nullable(),
};

/** A holder as the view and the edit form read them. */
export const allowanceHolderSchema = z.object({
  ...payeeFields,
  /** Their own amount (naira text), or null for the allowance's. */
  amount: z.string().nullable(),
  from_month: z.string(),
  to_month: z.string().nullable(),
});
export type AllowanceHolder = z.infer<typeof allowanceHolderSchema>;

/** A recurring allowance; `employees` only by id (the list carries the count). */
export const allowanceSchema = z.object({
  id: rowId,
  name: z.string(),
  code: z.string(),
  description: z.string().nullable(),
  /** Always 'fixed' (ADR 45: a source cannot know an employee's basic). */
  calculation_type: z.literal('fixed'),
  /** Naira a month, two decimals. */
  amount: z.string(),
  is_taxable: z.boolean(),
  is_pensionable: z.boolean(),
  claimable: z.boolean(),
  active: z.boolean(),
  employees_count: rowCount,
  employees: z.array(allowanceHolderSchema).optional(),
});
export type Allowance = z.infer<typeof allowanceSchema>;
