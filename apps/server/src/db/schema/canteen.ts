import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companyFk, employeeFk } from './named-keys.ts';
import { cascadeTo, companyId, createdAt, instant, kobo, ref, tenantTable, timestamps } from './columns.ts';
import { devices } from './attendance-devices.ts';
import { linkTable } from './link-tables.ts';
import { employees } from './organization.ts';

/**
 * The canteen (issue 20): meal plans, the clocks that serve as canteen points, and the meals they
 * record. The employee's share of a month's meals is a deduction in that month's payroll run.
 */

/** A meal plan: what a meal costs and how much of it the company pays. */
export const canteenMealPlans = tenantTable(
  'canteen_meal_plans',
  {
    name: text('name').notNull(),
    description: text('description'),
    priceKobo: kobo('price_kobo').notNull(),
    /** The company's share of each meal, percent (0–100). */
    companySharePercent: numeric('company_share_percent', { precision: 5, scale: 2 }).notNull().default('0'),
    /** Meals an employee on the plan may take a day. */
    mealsPerDay: smallint('meals_per_day').notNull().default(1),
    active: boolean('active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('canteen_meal_plans_name_key').on(t.companyId, sql`lower(${t.name})`),
    companyFk('canteen_meal_plans', t),
  ],
);

/** Who is on which plan: one plan per employee. */
export const canteenPlanEmployees = linkTable(
  'canteen_plan_employees',
  [
    { column: 'employeeId', to: employees, fk: 'employee' },
    { column: 'mealPlanId', to: canteenMealPlans, fk: 'plan', index: 'plan' },
  ],
  { key: 'first', columns: { createdAt: createdAt() } },
);

/** A clock registered as a canteen point: a verification there is a meal, not a punch. */
export const canteenPoints = pgTable(
  'canteen_points',
  {
    companyId: companyId(),
    deviceId: ref('device_id').notNull(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.deviceId] }),
    cascadeTo(devices, t, t.deviceId, 'canteen_points_device_fk'),
  ],
);

/**
 * A verification at a canteen point: `served` (a meal, priced by the plan at that moment) or
 * `refused` (no plan, or the day's meals taken), kept for the log. `settled_month` is the payroll
 * month whose confirmation took the employee's share; a meal of a month already confirmed goes to
 * the next open one.
 */
export const canteenMeals = tenantTable(
  'canteen_meals',
  {
    deviceId: ref('device_id'),
    /** The person's number on the device, as pushed. */
    devicePin: text('device_pin'),
    employeeId: ref('employee_id'),
    mealPlanId: ref('meal_plan_id'),
    servedAt: instant('served_at').notNull(),
    /** The company's local day of `served_at`. */
    day: date('day').notNull(),
    /** served | refused */
    status: text('status').notNull().default('served'),
    refusalReason: text('refusal_reason'),
    priceKobo: kobo('price_kobo').notNull().default(0),
    employeeShareKobo: kobo('employee_share_kobo').notNull().default(0),
    companyShareKobo: kobo('company_share_kobo').notNull().default(0),
    settledMonth: date('settled_month'),
    createdAt: createdAt(),
  },
  (t) => [
    index('canteen_meals_day_idx').on(t.companyId, t.day),
    index('canteen_meals_employee_idx').on(t.companyId, t.employeeId, t.day),
    // A device re-sends its log after a lost answer: the same verification is one meal.
    uniqueIndex('canteen_meals_push_key').on(t.companyId, t.deviceId, t.devicePin, t.servedAt),
    employeeFk('canteen_meals', t),
    check('canteen_meals_status_check', sql`${t.status} IN ('served', 'refused')`),
  ],
);
