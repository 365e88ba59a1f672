import { z } from 'zod';
import { pagingQuerySchema } from '../platform/envelope.ts';
import { rowCount, rowId } from '../platform/fields.ts';
import { REPORT_FORMATS, columnOf, reportWords } from '../platform/report.ts';
import { CANTEEN_MESSAGES as M, MEAL_REFUSAL_REASONS } from './canteen-messages.ts';

/**
 * Meals (issue 20, ADR 55): what canteen points recorded, served or refused (with the reason), the
 * admin's dashboard and meal log of a month, and the employee's own month. Money is naira text.
 */

export const MEAL_STATUSES = ['served', 'refused'] as const;
export type MealStatus = (typeof MEAL_STATUSES)[number];

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const month = z.preprocess(
  blank,
  z
    .string({ error: M.monthInvalid })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, M.monthInvalid)
    .optional(),
);
const optionalFilterId = z.preprocess(
  blank,
  z.coerce.number({ error: M.filterInvalid }).int(M.filterInvalid).positive(M.filterInvalid).optional(),
);

/** The month asked for (`YYYY-MM`; the company's current month when absent). */
export const canteenMonthQuerySchema = z.object({ month });
export type CanteenMonthQuery = z.input<typeof canteenMonthQuerySchema>;

/** The meal log's filters: month, status, plan, branch and a name or PIN search. */
export const mealLogFilterSchema = z.object({
  month,
  status: z.preprocess(blank, z.enum(MEAL_STATUSES, { error: M.statusInvalid }).optional()),
  meal_plan_id: optionalFilterId,
  branch_id: optionalFilterId,
  search_query: z.preprocess(blank, z.string().trim().max(100, M.filterInvalid).optional()),
});
export type MealLogFilter = z.output<typeof mealLogFilterSchema>;
export const mealLogQuerySchema = pagingQuerySchema.extend(mealLogFilterSchema.shape);
export type MealLogQuery = z.input<typeof mealLogQuerySchema>;

export const mealLogFormatParamsSchema = z.object({
  format: z.enum(REPORT_FORMATS, { error: M.formatInvalid }),
});

const money = z.string();
const refusal = z.enum(MEAL_REFUSAL_REASONS).nullable();

export const mealRowSchema = z.object({
  id: rowId,
  /** ISO instant; `day` is its company-local date. */
  served_at: z.string(),
  day: z.string(),
  status: z.enum(MEAL_STATUSES),
  refusal_reason: refusal,
  employee_id: rowId.nullable(),
  employee_name: z.string().nullable(),
  pin: z.string().nullable(),
  branch: z.string().nullable(),
  meal_plan: z.string().nullable(),
  point: z.string().nullable(),
  price: money,
  employee_share: money,
  company_share: money,
  /** `YYYY-MM` of the confirmed payroll month that deducted it; null until then. */
  settled_month: z.string().nullable(),
});
export type MealRow = z.infer<typeof mealRowSchema>;

const totals = {
  meals: rowCount,
  total: money,
  employee_share: money,
  company_share: money,
};
const groupSchema = z.object({ id: rowId.nullable(), name: z.string().nullable(), ...totals });
export type MealGroup = z.infer<typeof groupSchema>;

export const canteenDashboardSchema = z.object({
  month: z.string(),
  today: z.object({ ...totals, refused: rowCount }),
  month_totals: z.object({ ...totals, refused: rowCount }),
  by_plan: z.array(groupSchema),
  by_branch: z.array(groupSchema),
  /** Every day of the month up to today (or its end), zeros included, for the chart. */
  daily: z.array(z.object({ day: z.string(), served: rowCount, refused: rowCount })),
});
export type CanteenDashboard = z.infer<typeof canteenDashboardSchema>;

export const myMealsSchema = z.object({
  month: z.string(),
  plan: z
    .object({
      name: z.string(),
      price: money,
      employee_share: money,
      company_share: money,
      meals_per_day: z.number().int(),
    })
    .nullable(),
  meals: rowCount,
  refused: rowCount,
  employee_share: money,
  company_share: money,
  results: z.array(mealRowSchema),
});
export type MyMeals = z.infer<typeof myMealsSchema>;

/** The meal log file's words (ADR 34): English and French, for files written in either. */
export const CANTEEN_REPORT_WORDS = reportWords('canteen_report_words', {
  title: ['Canteen meal log', 'Journal des repas de cantine'],
  day: ['Date', 'Date'],
  time: ['Time', 'Heure'],
  employee_name: ['Employee', 'Employé'],
  pin: ['PIN', 'Matricule'],
  branch: ['Branch', 'Agence'],
  meal_plan: ['Meal plan', 'Formule'],
  point: ['Canteen point', 'Point cantine'],
  status: ['Status', 'Statut'],
  reason: ['Reason', 'Motif'],
  price: ['Price', 'Prix'],
  employee_share: ['Employee share', 'Part employé'],
  company_share: ['Company share', 'Part entreprise'],
  served: ['Served', 'Servi'],
  refused: ['Refused', 'Refusé'],
});
const column = columnOf(CANTEEN_REPORT_WORDS);
export const MEAL_LOG_COLUMNS = [
  column('day', 'date'),
  column('time', 'text'),
  column('employee_name', 'text'),
  column('pin', 'text'),
  column('branch', 'text'),
  column('meal_plan', 'text'),
  column('point', 'text'),
  column('status', 'text'),
  column('reason', 'text'),
  column('price', 'money', { total: true }),
  column('employee_share', 'money', { total: true }),
  column('company_share', 'money', { total: true }),
];
