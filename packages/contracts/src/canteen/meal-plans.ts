import { z } from 'zod';
import { idArray, optionalText, requiredName, rowCount, rowId } from '../platform/fields.ts';
import { requiredNaira } from '../platform/money.ts';
import { CANTEEN_MESSAGES as M } from './canteen-messages.ts';

/**
 * Meal plans (issue 20, ADR 55): what a meal costs (`price`, naira text in answers, whole kobo once
 * parsed), the company's share in percent (0–100, two decimals at most) and how many meals a day an
 * employee on the plan may take. Each employee is on one plan at most: assigning moves them.
 */

/** True/false, 0/1 and their text; absent keeps the default. */
const flag = (fallback: boolean) =>
  z.preprocess(
    (v) => {
      if (v === undefined || v === null || v === '') return undefined;
      if (v === 1 || v === '1' || v === 'true' || v === 'yes') return true;
      if (v === 0 || v === '0' || v === 'false' || v === 'no') return false;
      return v;
    },
    z.boolean({ error: M.flagInvalid }).default(fallback),
  );

const percentText = /^\s*\d{1,3}(\.\d{1,2})?\s*$/;
/** 0–100 with at most two decimals, as a number or text; answered as a number. */
const sharePercent = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? undefined : typeof v === 'number' ? String(v) : v),
  z
    .string({ error: M.sharePercentInvalid })
    .refine((t) => percentText.test(t) && Number(t) <= 100, M.sharePercentInvalid)
    .transform(Number),
);

const mealsPerDay = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? 1 : v),
  z.coerce
    .number({ error: M.mealsPerDayInvalid })
    .int(M.mealsPerDayInvalid)
    .min(1, M.mealsPerDayInvalid)
    .max(10, M.mealsPerDayInvalid),
);

export const mealPlanInputSchema = z.object({
  name: requiredName(M.nameRequired, M.nameTooLong),
  description: optionalText(1000, M.descriptionTooLong),
  price: requiredNaira(M.priceRequired).transform((v) => v ?? 0),
  company_share_percent: sharePercent,
  meals_per_day: mealsPerDay,
  active: flag(true),
  /** When sent, the plan's members become exactly these (others leave it; these move to it). */
  employee_ids: idArray(M.employeesInvalid).optional(),
});
export type MealPlanInput = z.input<typeof mealPlanInputSchema>;
export type MealPlanValues = z.output<typeof mealPlanInputSchema>;

export const mealPlanMembersSchema = z.object({ employee_ids: idArray(M.selectionRequired, 1) });
export type MealPlanMembersInput = z.input<typeof mealPlanMembersSchema>;

export const mealPlanMemberSchema = z.object({
  employee_id: rowId,
  name: z.string(),
  pin: z.string().nullable(),
  branch: z.string().nullable(),
  department: z.string().nullable(),
});
export type MealPlanMember = z.infer<typeof mealPlanMemberSchema>;

export const mealPlanSchema = z.object({
  id: rowId,
  name: z.string(),
  description: z.string().nullable(),
  /** A meal's price, naira text ('1500.00'). */
  price: z.string(),
  company_share_percent: z.number(),
  /** What one meal costs the employee and the company (shares.ts). */
  employee_share: z.string(),
  company_share: z.string(),
  meals_per_day: z.number().int(),
  active: z.boolean(),
  employees_count: rowCount,
  /** Read one plan: its members. */
  employees: z.array(mealPlanMemberSchema).optional(),
});
export type MealPlan = z.infer<typeof mealPlanSchema>;

/** A canteen point: a registered attendance device whose verifications are meals. */
export const canteenPointInputSchema = z.object({
  device_id: z.coerce.number({ error: M.deviceInvalid }).int(M.deviceInvalid).positive(M.deviceInvalid),
  name: requiredName(M.pointNameRequired, M.pointNameTooLong),
});
export type CanteenPointInput = z.input<typeof canteenPointInputSchema>;

export const canteenPointSchema = z.object({
  /** The device's id: a point is its device. */
  id: rowId,
  device_id: rowId,
  name: z.string(),
  device_name: z.string().nullable(),
  serial_number: z.string(),
  branch: z.string().nullable(),
  last_contact_at: z.string().nullable(),
  meals_today: rowCount,
});
export type CanteenPoint = z.infer<typeof canteenPointSchema>;
