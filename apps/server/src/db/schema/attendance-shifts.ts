import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  time,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  cascadeTo,
  companyId,
  createdAt,
  ref,
  sameCompanyKey,
  tenantTable,
  timestamps,
  updatedAt,
} from './columns.ts';
import { companyCascade, employeeCascade } from './named-keys.ts';

/** Attendance settings by name (spec 3 §9: IGNORE_FUNCTION_KEY is the default name). */
export const attendanceSettings = pgTable(
  'attendance_settings',
  {
    companyId: companyId(),
    name: text('name').notNull(),
    value: text('value').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.name] }), companyCascade(t)],
);

// ---------------------------------------------------------------------------------------------
// Shifts, assignments, roster
// ---------------------------------------------------------------------------------------------

export const shiftTypes = tenantTable(
  'shift_types',
  {
    name: text('name').notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('shift_types_name_key').on(t.companyId, sql`lower(btrim(${t.name}))`),
    companyCascade(t),
  ],
);

/**
 * A work shift. Times are the company's local wall-clock times; a shift whose end is not after its
 * start is overnight and belongs to the date it starts on. `work_days` are ISO weekdays (1 Monday …
 * 7 Sunday).
 */
export const workShifts = tenantTable(
  'work_shifts',
  {
    name: text('name').notNull(),
    shiftTypeId: ref('shift_type_id'),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    graceMinutes: integer('grace_minutes').notNull().default(0),
    breakMinutes: integer('break_minutes').notNull().default(0),
    workDays: integer('work_days')
      .array()
      .notNull()
      .default(sql`'{1,2,3,4,5}'::integer[]`),
    /** active | inactive */
    status: text('status').notNull().default('active'),
    description: text('description'),
    color: text('color'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('work_shifts_name_key').on(t.companyId, sql`lower(btrim(${t.name}))`),
    check('work_shifts_status_check', sql`${t.status} IN ('active', 'inactive')`),
    check('work_shifts_grace_check', sql`${t.graceMinutes} BETWEEN 0 AND 1440`),
    check('work_shifts_break_check', sql`${t.breakMinutes} BETWEEN 0 AND 1440`),
    companyCascade(t),
    sameCompanyKey(shiftTypes, t, t.shiftTypeId),
  ],
);

/**
 * Which shift an employee works, from a date (and until one, once replaced or unassigned). Dated so
 * that changing a shift today does not rewrite last month's attendance.
 */
export const shiftAssignments = tenantTable(
  'shift_assignments',
  {
    employeeId: ref('employee_id').notNull(),
    workShiftId: ref('work_shift_id').notNull(),
    startDate: date('start_date').notNull(),
    /** Inclusive; null while current. */
    endDate: date('end_date'),
    createdAt: createdAt(),
  },
  (t) => [
    index('shift_assignments_employee_idx').on(t.companyId, t.employeeId, t.startDate),
    index('shift_assignments_shift_idx').on(t.companyId, t.workShiftId),
    check('shift_assignments_range_check', sql`${t.endDate} IS NULL OR ${t.endDate} >= ${t.startDate}`),
    companyCascade(t),
    employeeCascade(t),
    cascadeTo(workShifts, t, t.workShiftId),
  ],
);

/** A per-date override of who works which shift; a null shift is a day off. Roster wins over assignment. */
export const rosterEntries = pgTable(
  'roster_entries',
  {
    companyId: companyId(),
    employeeId: ref('employee_id').notNull(),
    day: date('day').notNull(),
    workShiftId: ref('work_shift_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.employeeId, t.day] }),
    index('roster_entries_day_idx').on(t.companyId, t.day),
    companyCascade(t),
    employeeCascade(t),
    cascadeTo(workShifts, t, t.workShiftId),
  ],
);
