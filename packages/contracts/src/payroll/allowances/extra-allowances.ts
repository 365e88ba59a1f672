import { z } from 'zod';
import { optionalText, requiredName, rowCount, rowId } from '../../platform/fields.ts';
import { nairaInput } from '../money.ts';
import { ALLOWANCE_MESSAGES as M, EXTRA_ALLOWANCE_RECURRENCES } from './allowances-messages.ts';
import { payeeFields, positiveNaira } from './allowances.ts';
import { flagInput, payMonthInput } from './pay-months.ts';

/**
 * Extra allowances (issue 19 "extra allowance"; spec 3 "extraallowance"; ADR 45): a one-off or
 * recurring amount given to chosen employees in chosen months (a bonus, a 13th month, arrears).
 */

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

const employeeId = z.preprocess(
  blank,
  z.coerce.number({ error: M.employeesInvalid }).int(M.employeesInvalid).positive(M.employeesInvalid),
);

/** One employee with, optionally, their own amount. */
const extraEmployeeSchema = z.object({
  employee_id: employeeId,
  amount: nairaInput(M.amountRequired)
    .refine((v) => v === undefined || v > 0, M.amountPositive)
    .transform((v) => v ?? null),
});

const recurrence = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .trim()
          .toLowerCase()
          .replace(/[\s-]+/g, '_')
          .replace(/^oneoff$/, 'one_off') || undefined
      : blank(v),
  z.enum(EXTRA_ALLOWANCE_RECURRENCES, { error: M.recurrenceInvalid }).default('one_off'),
);

/**
 * POST/PUT /payroll/salarymanagement/settings/extraallowance. Employees come as `employee_ids` or as
 * `employees` with each one's own amount; a one-off is paid in exactly one month. The parsed value
 * has the months sorted and the amounts in kobo.
 */
export const extraAllowanceInputSchema = z
  .object({
    name: requiredName(M.nameRequired, M.nameTooLong),
    description: optionalText(1000, M.descriptionTooLong),
    recurrence,
    amount: positiveNaira(M.amountRequired, M.amountPositive),
    is_taxable: flagInput(M.flagInvalid, true),
    is_pensionable: flagInput(M.flagInvalid, false),
    months: z.array(payMonthInput(M.monthInvalid), { error: M.monthsRequired }).max(120, M.monthInvalid),
    employee_ids: z.preprocess(
      blank,
      z.array(employeeId, { error: M.employeesInvalid }).max(10_000, M.employeesInvalid).optional(),
    ),
    employees: z.preprocess(
      blank,
      z.array(extraEmployeeSchema, { error: M.employeesInvalid }).max(10_000, M.employeesInvalid).optional(),
    ),
  })
  .superRefine((v, ctx) => {
    if (v.months.length === 0) ctx.addIssue({ code: 'custom', path: ['months'], message: M.monthsRequired });
    else if (new Set(v.months).size !== v.months.length)
      ctx.addIssue({ code: 'custom', path: ['months'], message: M.monthRepeated });
    else if (v.recurrence === 'one_off' && v.months.length > 1)
      ctx.addIssue({ code: 'custom', path: ['months'], message: M.oneOffOneMonth });
    const field = v.employees !== undefined ? 'employees' : 'employee_ids';
    const ids = v.employees?.map((e) => e.employee_id) ?? v.employee_ids ?? [];
    if (ids.length === 0) ctx.addIssue({ code: 'custom', path: [field], message: M.employeesRequired });
    else if (new Set(ids).size !== ids.length)
      ctx.addIssue({ code: 'custom', path: [field], message: M.employeeRepeated });
  })
  .transform((v) => ({
    name: v.name,
    description: v.description ?? null,
    recurrence: v.recurrence,
    amount_kobo: v.amount,
    is_taxable: v.is_taxable,
    is_pensionable: v.is_pensionable,
    months: [...v.months].sort(),
    employees:
      v.employees?.map((e) => ({ employee_id: e.employee_id, amount_kobo: e.amount })) ??
      (v.employee_ids ?? []).map((id) => ({ employee_id: id, amount_kobo: null as number | null })),
  }));
export type ExtraAllowanceInput = z.input<typeof extraAllowanceInputSchema>;
export type ExtraAllowanceValues = z.output<typeof extraAllowanceInputSchema>;

/** An employee an extra allowance is paid to. */
export const extraAllowanceEmployeeSchema = z.object({
  ...payeeFields,
  /** Their own amount (naira text), or null for the extra allowance's. */
  amount: z.string().nullable(),
});
export type ExtraAllowanceEmployee = z.infer<typeof extraAllowanceEmployeeSchema>;

/** An extra allowance; `employees` only by id (the list carries the count). */
export const extraAllowanceSchema = z.object({
  id: rowId,
  name: z.string(),
  description: z.string().nullable(),
  recurrence: z.enum(EXTRA_ALLOWANCE_RECURRENCES),
  /** Naira, two decimals, per employee and month. */
  amount: z.string(),
  is_taxable: z.boolean(),
  is_pensionable: z.boolean(),
  /** `YYYY-MM`, in order. */
  months: z.array(z.string()),
  employees_count: rowCount,
  employee_ids: z.array(rowId).optional(),
  employees: z.array(extraAllowanceEmployeeSchema).optional(),
});
export type ExtraAllowance = z.infer<typeof extraAllowanceSchema>;
