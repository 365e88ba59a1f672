import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ref, sameCompanyKey, tenantTable, timestamps } from './columns.ts';
import { companyCascade } from './named-keys.ts';
import { branches, employees } from './organization.ts';

/**
 * A kind of leave and who may take it (spec 2 §3). Eligibility: every branch (`is_generic`) or one
 * branch; everyone (`all_users`) or the departments, grades or employees named in `member_ids`; and,
 * when set, one gender.
 */
export const leaveTypes = tenantTable(
  'leave_types',
  {
    leaveName: text('leave_name').notNull(),
    /** The days of the week not counted: Saturday and/or Sunday. */
    weekend: text('weekend')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The entitlement for a whole leave year, in days. */
    applicableDays: integer('applicable_days').notNull(),
    periodType: text('period_type').notNull().default('Day'),
    /** male | female; null: anyone. */
    gender: text('gender'),
    note: text('note'),
    isGeneric: boolean('is_generic').notNull().default(true),
    /** The one branch a non-generic type serves. */
    branchId: ref('branch_id'),
    /** all_users | department | station_grade | employees */
    categoryType: text('category_type').notNull().default('all_users'),
    memberIds: bigint('member_ids', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'::bigint[]`),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('leave_types_name_key').on(t.companyId, sql`lower(btrim(${t.leaveName}))`),
    check('leave_types_days_check', sql`${t.applicableDays} BETWEEN 1 AND 366`),
    check('leave_types_gender_check', sql`${t.gender} IN ('male', 'female')`),
    check(
      'leave_types_category_check',
      sql`${t.categoryType} IN ('all_users', 'department', 'station_grade', 'employees')`,
    ),
    check('leave_types_period_check', sql`${t.periodType} = 'Day'`),
    companyCascade(t),
    sameCompanyKey(branches, t, t.branchId),
  ],
);

/**
 * One leave request. `status` is what was decided (pending, approved, rejected, cancelled); an
 * approved request reads `scheduled` before its start date and `taken` from it (spec 2 §4), derived
 * when read so no job has to move it. `days` is the count of working days, fixed when the request is
 * saved (ADR 23).
 */
export const leaveRequests = tenantTable(
  'leave_requests',
  {
    employeeId: ref('employee_id').notNull(),
    leaveTypeId: ref('leave_type_id').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    days: integer('days').notNull(),
    /** The relief officer, who covers while the employee is away. */
    handoverTo: ref('handover_to'),
    note: text('note').notNull(),
    status: text('status').notNull().default('pending'),
    createdBy: ref('created_by'),
    ...timestamps(),
  },
  (t) => [
    index('leave_requests_employee_idx').on(t.companyId, t.employeeId, t.startDate),
    check(
      'leave_requests_status_check',
      sql`${t.status} IN ('pending', 'approved', 'rejected', 'cancelled')`,
    ),
    check('leave_requests_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check('leave_requests_days_check', sql`${t.days} >= 0`),
    companyCascade(t),
    sameCompanyKey(employees, t, t.employeeId),
    sameCompanyKey(leaveTypes, t, t.leaveTypeId),
    sameCompanyKey(employees, t, t.handoverTo),
  ],
);

/** An employee's attendance excused on one date, with the reason (spec 2 §3). */
export const exemptions = tenantTable(
  'exemptions',
  {
    employeeId: ref('employee_id').notNull(),
    date: date('date').notNull(),
    exemptionReason: text('exemption_reason').notNull(),
    /** pending | approved | rejected */
    status: text('status').notNull().default('pending'),
    createdBy: ref('created_by'),
    ...timestamps(),
  },
  (t) => [
    index('exemptions_employee_idx').on(t.companyId, t.employeeId, t.date),
    index('exemptions_date_idx').on(t.companyId, t.date),
    check('exemptions_status_check', sql`${t.status} IN ('pending', 'approved', 'rejected')`),
    companyCascade(t),
    sameCompanyKey(employees, t, t.employeeId),
  ],
);
