import { z } from 'zod';
import { requiredName, rowCount, rowId, idArray } from '../platform/fields.ts';
import { isClockTime } from './shift-times.ts';
import { weekDays } from './shift-fields.ts';
import {
  OVERTIME_MINUTES_MAX,
  OVERTIME_PAYMENT_TYPES,
  OVERTIME_SETTINGS_MESSAGES as M,
  OVERTIME_WORK_TYPES,
} from './overtime-settings-messages.ts';
import {
  amountOf,
  dayCount,
  hundredthsText,
  isBlank,
  MAX_AMOUNT_HUNDREDTHS,
  NUMBER_TEXT,
  salaryOf,
  monthMaxDays,
  parseHundredths,
  parseNaira,
  toFlag,
  withSeconds,
} from './overtime-settings-values.ts';

/** Overtime settings (spec 3 §3, §5; issue 18 §1–2; ADR 37): work rates and overtime rules. */

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const flag = (fallback: boolean) =>
  z.preprocess(toFlag, z.boolean({ error: M.flagInvalid }).default(fallback));
/** Text or a number, checked by the object's rules (they depend on other fields). */
const loose = (message: string) =>
  z.union([z.string(), z.number()], { error: message }).nullable().optional();
const minutes = (message: string) =>
  z.preprocess(
    blank,
    z.coerce
      .number({ error: message })
      .int(message)
      .min(0, message)
      .max(OVERTIME_MINUTES_MAX, message)
      .default(0),
  );

// ---------------------------------------------------------------------------------------------
// Work rates
// ---------------------------------------------------------------------------------------------

/** One month's working days (`month_id` 1–12); blank days are 0, and a month with 0 is not kept. */
const monthlyWorkdaySchema = z.object({
  month_id: z.preprocess(
    blank,
    z.coerce
      .number({ error: M.monthInvalid })
      .int(M.monthInvalid)
      .min(1, M.monthInvalid)
      .max(12, M.monthInvalid),
  ),
  days: z.union([z.string(), z.number()]).nullable().optional(),
});
export const monthlyWorkdaysSchema = z
  .array(monthlyWorkdaySchema, { error: M.monthlyWorkdaysRequired })
  .max(12, M.monthRepeated);

export interface MonthlyWorkday {
  month_id: number;
  days: number;
}

/**
 * POST/PUT /attendance/overtime/settings/workrates. A custom rate takes `custom_charge` (the monthly
 * salary in whole naira, digits only; the form may call it `monthly_salary`), otherwise
 * `payroll_charges` (pay breakdown ids). `monthly_workdays` (or `workrateables`, as read back) gives
 * each month's working days; months with 0 days are left out. The parsed value carries the salary in
 * kobo.
 */
export const workRateInputSchema = z
  .object({
    group_name: requiredName(M.groupNameRequired, M.groupNameTooLong),
    use_custom_charge: flag(false),
    custom_charge: loose(M.monthlySalaryRequired),
    monthly_salary: loose(M.monthlySalaryRequired),
    payroll_charges: z.preprocess(blank, idArray(M.payBreakdownInvalid).optional()),
    monthly_workdays: z.preprocess(blank, monthlyWorkdaysSchema.optional()),
    workrateables: z.preprocess(blank, monthlyWorkdaysSchema.optional()),
  })
  .superRefine((v, ctx) => {
    if (v.use_custom_charge) {
      const { field, raw } = salaryOf(v);
      const salary = parseNaira(raw);
      if (!salary.ok) {
        const message = salary.reason === 'too_large' ? M.monthlySalaryTooLarge : M.monthlySalaryRequired;
        ctx.addIssue({ code: 'custom', path: [field], message });
      }
    } else if (!v.payroll_charges?.length) {
      ctx.addIssue({ code: 'custom', path: ['payroll_charges'], message: M.payBreakdownRequired });
    }
    const field =
      v.monthly_workdays === undefined && v.workrateables !== undefined
        ? 'workrateables'
        : 'monthly_workdays';
    const months = v[field] ?? [];
    const seen = new Set<number>();
    let counted = 0;
    let bad = false;
    months.forEach((m, i) => {
      if (seen.has(m.month_id)) {
        ctx.addIssue({ code: 'custom', path: [field, i, 'month_id'], message: M.monthRepeated });
      }
      seen.add(m.month_id);
      const days = dayCount(m.days, m.month_id);
      if (days === null) {
        bad = true;
        const message = M.monthDaysInvalid(monthMaxDays(m.month_id));
        ctx.addIssue({ code: 'custom', path: [field, i, 'days'], message });
      } else if (days > 0) counted += 1;
    });
    if (counted === 0 && !bad) {
      ctx.addIssue({ code: 'custom', path: [field], message: M.monthlyWorkdaysRequired });
    }
  })
  .transform((v) => {
    const salary = v.use_custom_charge ? parseNaira(salaryOf(v).raw) : null;
    const months = (v.monthly_workdays ?? v.workrateables ?? [])
      .map((m) => ({ month_id: m.month_id, days: dayCount(m.days, m.month_id) ?? 0 }))
      .filter((m) => m.days > 0)
      .sort((a, b) => a.month_id - b.month_id);
    return {
      group_name: v.group_name,
      use_custom_charge: v.use_custom_charge,
      /** The monthly salary in kobo; null unless custom. */
      custom_charge_kobo: salary?.ok ? salary.kobo : null,
      payroll_charges: v.use_custom_charge ? [] : [...new Set(v.payroll_charges ?? [])],
      monthly_workdays: months,
    };
  });
export type WorkRateInput = z.input<typeof workRateInputSchema>;
export type WorkRateValues = z.output<typeof workRateInputSchema>;

const monthlyWorkdayRowSchema = z.object({ month_id: z.number().int(), days: z.number().int() });

/** A pay breakdown item as a work rate names it (spec 3 §3: shown by `allowance_name`). */
export const workRatePayBreakdownSchema = z.object({ id: rowId, allowance_name: z.string() });

/** A work rate as the list, the view and the edit form read it (spec 3 §3 "Work rate"). */
export const workRateSchema = z.object({
  id: rowId,
  group_name: z.string(),
  use_custom_charge: z.boolean(),
  /** The custom monthly salary in naira; null unless `use_custom_charge`. */
  custom_charge: z.number().nullable(),
  /** The same salary under the form's name. */
  monthly_salary: z.number().nullable(),
  /** Ids of the pay breakdown items summed, when not custom. */
  payroll_charges: z.array(rowId),
  pay_breakdowns: z.array(workRatePayBreakdownSchema),
  /** Months with working days, by month (months with 0 days are not kept). */
  workrateables: z.array(monthlyWorkdayRowSchema),
  /** The same months under the form's name. */
  monthly_workdays: z.array(monthlyWorkdayRowSchema),
  employees_count: rowCount,
});
export type WorkRate = z.infer<typeof workRateSchema>;

// ---------------------------------------------------------------------------------------------
// Overtime rules
// ---------------------------------------------------------------------------------------------

const paymentType = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    const text = v
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, '_');
    return text === 'percentage' || text === 'premium' ? 'premium_pay' : text === '' ? undefined : text;
  },
  z.enum(OVERTIME_PAYMENT_TYPES, { error: M.paymentTypeRequired }),
);

/**
 * POST/PUT /attendance/overtime/settings/overtime-rules. Switches take booleans or 0/non-zero
 * numbers. `work_time` (HH:mm:ss) and `work_day_ids` (1 Monday … 7 Sunday) are required only without
 * `use_work_shift`. The amount is `amount`, or the form's `fixed_amount` (fixed) or
 * `percentage_value` (premium pay, 1–100); the parsed value has it as two-decimal text.
 */
export const overtimeRuleInputSchema = z
  .object({
    group_name: requiredName(M.groupNameRequired, M.groupNameTooLong),
    description: z
      .string({ error: M.descriptionRequired })
      .trim()
      .min(1, M.descriptionRequired)
      .max(1000, M.descriptionTooLong),
    use_work_shift: flag(true),
    overtime_start: minutes(M.overtimeStartInvalid),
    overtime_end: minutes(M.overtimeEndInvalid),
    overtime_round_up: minutes(M.overtimeRoundUpInvalid),
    work_type: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim().toLowerCase() || undefined : blank(v)),
      z.enum(OVERTIME_WORK_TYPES, { error: M.workTypeInvalid }).optional(),
    ),
    work_time: z.preprocess(
      blank,
      z.string({ error: M.workTimeRequired }).trim().refine(isClockTime, M.workTimeRequired).optional(),
    ),
    work_day_ids: z.preprocess(blank, weekDays(M.workDaysRequired, 0).optional()),
    apply_overtime_on_work_day: flag(true),
    apply_overtime_on_non_work_day: flag(false),
    public_holiday: flag(false),
    payment_type: paymentType,
    amount: loose(M.fixedAmountRequired),
    fixed_amount: loose(M.fixedAmountRequired),
    percentage_value: loose(M.percentageRequired),
  })
  .superRefine((v, ctx) => {
    if (!v.use_work_shift) {
      if (!v.work_time) ctx.addIssue({ code: 'custom', path: ['work_time'], message: M.workTimeRequired });
      if (!v.work_day_ids?.length)
        ctx.addIssue({ code: 'custom', path: ['work_day_ids'], message: M.workDaysRequired });
    }
    const { field, raw } = amountOf(v);
    const hundredths = parseHundredths(raw);
    const message =
      v.payment_type === 'fixed'
        ? hundredths === null
          ? M.fixedAmountRequired
          : hundredths > MAX_AMOUNT_HUNDREDTHS
            ? M.fixedAmountTooLarge
            : null
        : isBlank(raw) || !NUMBER_TEXT.test(String(raw))
          ? M.percentageRequired
          : hundredths === null || hundredths < 100 || hundredths > 10_000
            ? M.percentageRange
            : null;
    if (message) ctx.addIssue({ code: 'custom', path: [field], message });
  })
  .transform((v) => ({
    group_name: v.group_name,
    description: v.description,
    use_work_shift: v.use_work_shift,
    overtime_start: v.overtime_start,
    overtime_end: v.overtime_end,
    overtime_round_up: v.overtime_round_up,
    work_type: v.work_type ?? (v.use_work_shift ? null : 'duration'),
    work_time: v.work_time ? withSeconds(v.work_time) : null,
    work_day_ids: v.work_day_ids ?? [],
    apply_overtime_on_work_day: v.apply_overtime_on_work_day,
    apply_overtime_on_non_work_day: v.apply_overtime_on_non_work_day,
    public_holiday: v.public_holiday,
    payment_type: v.payment_type,
    /** Naira per hour (fixed) or percent (premium pay), as two-decimal text. */
    amount: hundredthsText(parseHundredths(amountOf(v).raw) ?? 0),
  }));
export type OvertimeRuleInput = z.input<typeof overtimeRuleInputSchema>;
export type OvertimeRuleValues = z.output<typeof overtimeRuleInputSchema>;

/** An overtime rule as the list, the view and the edit form read it (spec 3 §3 "Overtime rule"). */
export const overtimeRuleSchema = z.object({
  id: rowId,
  group_name: z.string(),
  description: z.string(),
  use_work_shift: z.boolean(),
  overtime_start: z.number().int(),
  overtime_end: z.number().int(),
  overtime_round_up: z.number().int(),
  work_type: z.enum(OVERTIME_WORK_TYPES).nullable(),
  /** HH:mm:ss; null when tied to the work shift and none was given. */
  work_time: z.string().nullable(),
  work_day_ids: z.array(z.number().int()),
  apply_overtime_on_work_day: z.boolean(),
  apply_overtime_on_non_work_day: z.boolean(),
  public_holiday: z.boolean(),
  payment_type: z.enum(OVERTIME_PAYMENT_TYPES),
  /** Two-decimal text: naira per overtime hour (fixed) or the premium in percent. */
  amount: z.string(),
  /** The form's names for the amount: the one that applies, the other null. */
  fixed_amount: z.string().nullable(),
  percentage_value: z.string().nullable(),
  employees_count: rowCount,
});
export type OvertimeRule = z.infer<typeof overtimeRuleSchema>;
