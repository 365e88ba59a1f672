import { boolean, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { companyId, instant, ref } from './columns.ts';
import { companyCascade } from './named-keys.ts';

// ---------------------------------------------------------------------------------------------
// Day facts (ARCHITECTURE §3: derived data is materialised), ADR 25
// ---------------------------------------------------------------------------------------------

/**
 * One employee's attendance on one local date, computed by the engine from punches, the shift of the
 * day, holidays, approved leave and exemptions. Reports read these rows; nothing else writes them.
 * Minutes are whole minutes. `window_end` is when the day can no longer change by the clock alone
 * (shift end + 4 h): until then a work day with no punch is not yet absent.
 */
export const attendanceDays = pgTable(
  'attendance_days',
  {
    companyId: companyId(),
    employeeId: ref('employee_id').notNull(),
    day: date('day').notNull(),
    workShiftId: ref('work_shift_id'),
    shiftName: text('shift_name'),
    /** "08:00 - 17:00" */
    shiftRange: text('shift_range'),
    expectedStart: instant('expected_start'),
    expectedEnd: instant('expected_end'),
    windowEnd: instant('window_end'),
    expectedMinutes: integer('expected_minutes').notNull().default(0),
    clockIn: instant('clock_in'),
    clockOut: instant('clock_out'),
    punchCount: integer('punch_count').notNull().default(0),
    lateMinutes: integer('late_minutes').notNull().default(0),
    isLate: boolean('is_late').notNull().default(false),
    gainedMinutes: integer('gained_minutes').notNull().default(0),
    workedMinutes: integer('worked_minutes').notNull().default(0),
    /** A shift is scheduled and the day is not a holiday, on leave or exempted. */
    isWorkDay: boolean('is_work_day').notNull().default(false),
    isOffDay: boolean('is_off_day').notNull().default(false),
    isAbsent: boolean('is_absent').notNull().default(false),
    isWeekend: boolean('is_weekend').notNull().default(false),
    holidayName: text('holiday_name'),
    leaveRequestId: ref('leave_request_id'),
    exemptionId: ref('exemption_id'),
    exemptionReason: text('exemption_reason'),
    computedAt: instant('computed_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.employeeId, t.day] }),
    index('attendance_days_day_idx').on(t.companyId, t.day),
    // No foreign keys, on purpose: only the engine writes these derived rows, a rebuild writes tens
    // of thousands at once, and the key checks tripled its cost (ADR 25). Readers join employees, so
    // the rows of a deleted employee never show.
  ],
);

/** Employee-days whose inputs changed and whose facts must be recomputed (drained by the engine). */
export const attendanceDirty = pgTable(
  'attendance_dirty',
  {
    companyId: companyId(),
    employeeId: ref('employee_id').notNull(),
    day: date('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.employeeId, t.day] }), companyCascade(t)],
);

/** The dates for which every employee's day facts exist; anything outside is computed when first read. */
export const attendanceCoverage = pgTable(
  'attendance_coverage',
  {
    companyId: companyId(),
    day: date('day').notNull(),
    computedAt: instant('computed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.day] }), companyCascade(t)],
);
