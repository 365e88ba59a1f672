import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cascadeTo, companyId, instant, kobo, ref, tenantTable, timestamps } from './columns.ts';
import { companyCascade, employeeCascade } from './named-keys.ts';
import { payBreakdowns } from './payroll.ts';
import { linkTable } from './link-tables.ts';
import { employees } from './organization.ts';

// ---------------------------------------------------------------------------------------------
// Overtime settings (spec 3 §3): work rates and overtime rules, each employee in at most one of each
// ---------------------------------------------------------------------------------------------

/** How an hour of an employee's time is valued: a custom monthly salary or chosen pay items. */
export const overtimeWorkRates = tenantTable(
  'overtime_work_rates',
  {
    groupName: text('group_name').notNull(),
    useCustomCharge: boolean('use_custom_charge').notNull().default(false),
    /** The custom monthly salary, in kobo; null unless `use_custom_charge`. */
    customChargeKobo: kobo('custom_charge_kobo'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('overtime_work_rates_name_key').on(t.companyId, sql`lower(btrim(${t.groupName}))`),
    check(
      'overtime_work_rates_charge_check',
      sql`NOT ${t.useCustomCharge} OR (${t.customChargeKobo} IS NOT NULL AND ${t.customChargeKobo} >= 0)`,
    ),
    companyCascade(t),
  ],
);

/** The pay breakdown items a work rate sums (`payroll_charges`), when not custom. */
export const overtimeWorkRateCharges = linkTable('overtime_work_rate_charges', [
  { column: 'workRateId', to: overtimeWorkRates },
  { column: 'payBreakdownId', to: payBreakdowns },
]);

/** Working days per calendar month (`workrateables`); months with 0 days are not stored. */
export const overtimeWorkRateMonths = pgTable(
  'overtime_work_rate_months',
  {
    companyId: companyId(),
    workRateId: ref('work_rate_id').notNull(),
    monthId: smallint('month_id').notNull(),
    days: smallint('days').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.workRateId, t.monthId] }),
    check('overtime_work_rate_months_month_check', sql`${t.monthId} BETWEEN 1 AND 12`),
    check('overtime_work_rate_months_days_check', sql`${t.days} BETWEEN 1 AND 31`),
    cascadeTo(overtimeWorkRates, t, t.workRateId),
  ],
);

/** When time counts as overtime and how it is paid (spec 3 §3, ADR on overtime computation). */
export const overtimeRules = tenantTable(
  'overtime_rules',
  {
    groupName: text('group_name').notNull(),
    description: text('description').notNull(),
    useWorkShift: boolean('use_work_shift').notNull().default(true),
    /** Minutes after the work period's end before overtime starts (0–60). */
    overtimeStart: integer('overtime_start').notNull().default(0),
    /** The least overtime that counts, in minutes (0–60; 0 = any). */
    overtimeEnd: integer('overtime_end').notNull().default(0),
    /** Round a day's overtime up to a multiple of these minutes (0–60; 0 = none). */
    overtimeRoundUp: integer('overtime_round_up').notNull().default(0),
    /** `duration` or `clock`; how `work_time` is read when not tied to the work shift. */
    workType: text('work_type'),
    workTime: time('work_time'),
    /** 1 Monday … 7 Sunday; used only when not tied to the work shift. */
    workDayIds: smallint('work_day_ids')
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    applyOvertimeOnWorkDay: boolean('apply_overtime_on_work_day').notNull().default(true),
    applyOvertimeOnNonWorkDay: boolean('apply_overtime_on_non_work_day').notNull().default(false),
    publicHoliday: boolean('public_holiday').notNull().default(false),
    /** `fixed`: `amount` naira per hour; `premium_pay`: hourly rate × (1 + `amount`/100). */
    paymentType: text('payment_type').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('overtime_rules_name_key').on(t.companyId, sql`lower(btrim(${t.groupName}))`),
    check(
      'overtime_rules_minutes_check',
      sql`${t.overtimeStart} BETWEEN 0 AND 60 AND ${t.overtimeEnd} BETWEEN 0 AND 60 AND ${t.overtimeRoundUp} BETWEEN 0 AND 60`,
    ),
    check(
      'overtime_rules_work_type_check',
      sql`${t.workType} IS NULL OR ${t.workType} IN ('duration', 'clock')`,
    ),
    check('overtime_rules_payment_type_check', sql`${t.paymentType} IN ('fixed', 'premium_pay')`),
    check('overtime_rules_amount_check', sql`${t.amount} >= 0`),
    companyCascade(t),
  ],
);

/** An employee's work rate: at most one (the key), so assigning moves them. */
export const overtimeWorkRateEmployees = linkTable(
  'overtime_work_rate_employees',
  [
    { column: 'employeeId', to: employees },
    { column: 'workRateId', to: overtimeWorkRates, index: 'rate' },
  ],
  { key: 'first' },
);

/** An employee's overtime rule: at most one (the key), so assigning moves them. */
export const overtimeRuleEmployees = linkTable(
  'overtime_rule_employees',
  [
    { column: 'employeeId', to: employees },
    { column: 'overtimeRuleId', to: overtimeRules, index: 'rule' },
  ],
  { key: 'first' },
);

// ---------------------------------------------------------------------------------------------
// Overtime records: derived from the day facts, then decided through the approval engine
// ---------------------------------------------------------------------------------------------

/**
 * One employee's overtime on one local date. Figures are computed from `attendance_days` by the
 * overtime rules; a `pending` record follows them, a decided one keeps its figures and holds what a
 * later recompute found in the `recomputed_*` columns ("changed after approval").
 */
export const overtimeRecords = tenantTable(
  'overtime_records',
  {
    employeeId: ref('employee_id').notNull(),
    day: date('day').notNull(),
    overtimeRuleId: ref('overtime_rule_id'),
    workRateId: ref('work_rate_id'),
    startAt: instant('start_at').notNull(),
    endAt: instant('end_at').notNull(),
    /** Minutes after the rules (least overtime, round-up). */
    actualMinutes: integer('actual_minutes').notNull(),
    /** The hourly rate the amount used, in kobo (null without a work rate). */
    hourlyRateKobo: kobo('hourly_rate_kobo'),
    amountKobo: kobo('amount_kobo').notNull().default(0),
    status: text('status').notNull().default('pending'),
    reason: text('reason'),
    decidedAt: instant('decided_at'),
    /** What a recompute after the decision found; null while it agrees with the decided figures. */
    recomputedStartAt: instant('recomputed_start_at'),
    recomputedEndAt: instant('recomputed_end_at'),
    recomputedMinutes: integer('recomputed_minutes'),
    recomputedAmountKobo: kobo('recomputed_amount_kobo'),
    recomputedAt: instant('recomputed_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('overtime_records_day_key').on(t.companyId, t.employeeId, t.day),
    index('overtime_records_list_idx').on(t.companyId, t.day, t.status),
    check('overtime_records_status_check', sql`${t.status} IN ('pending', 'approved', 'rejected')`),
    check('overtime_records_minutes_check', sql`${t.actualMinutes} >= 0`),
    employeeCascade(t),
  ],
);
