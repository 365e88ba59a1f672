import { sql, type SQL } from 'drizzle-orm';
import type { AttendanceReportType } from '@clockroom/contracts';
import { ABSENT } from '../engine/absent.repository.ts';

/**
 * The SQL pieces the attendance reports share (ADR 25): which employee-days a report type shows,
 * the exclusions, an employee's details and a day's readable fields. Days are read from
 * attendance_days (alias `d`), employees from `e`; `tz` is the company's zone.
 */

/** The days each day-based type lists. */
export function dayCondition(type: AttendanceReportType): SQL {
  switch (type) {
    case 'simple':
      return sql`d.punch_count > 0`;
    case 'workforce':
      return sql`(d.work_shift_id IS NOT NULL OR d.punch_count > 0)`;
    case 'lateness':
      return sql`d.is_late`;
    case 'earlyIn':
      return sql`d.gained_minutes > 0`;
    case 'absentee':
      return ABSENT;
    case 'offday':
      return sql`d.is_off_day`;
    case 'punctuality':
    case 'summary':
      return sql`(d.is_work_day OR d.punch_count > 0)`;
    case 'logs':
      return sql`TRUE`;
  }
}

export interface Exclusions {
  exclude_weekend: boolean;
  exclude_public_holiday: boolean;
}

/** `exclude_weekend` and `exclude_public_holiday` over the days (alias `d`). */
export function dayExclusions(x: Exclusions): SQL {
  const parts: SQL[] = [];
  if (x.exclude_weekend) parts.push(sql`NOT d.is_weekend`);
  if (x.exclude_public_holiday) parts.push(sql`d.holiday_name IS NULL`);
  return parts.length ? sql.join(parts, sql` AND `) : sql`TRUE`;
}

/** The same exclusions for a local date expression (the log report reads punches, not days). */
export function dateExclusions(companyId: number, localDate: SQL, x: Exclusions): SQL {
  const parts: SQL[] = [];
  if (x.exclude_weekend) parts.push(sql`extract(isodow FROM ${localDate}) < 6`);
  if (x.exclude_public_holiday) {
    parts.push(sql`NOT EXISTS (SELECT 1 FROM public_holidays h WHERE h.company_id = ${companyId}
      AND (h.holiday_date = ${localDate} OR (h.recurring AND h.holiday_date <= ${localDate}
        AND to_char(h.holiday_date, 'MM-DD') = to_char(${localDate}, 'MM-DD'))))`);
  }
  return parts.length ? sql.join(parts, sql` AND `) : sql`TRUE`;
}

/** An employee's details with 'NA' for what is missing; needs `e` and the joins of EMPLOYEE_JOINS. */
export const EMPLOYEE_DETAILS = sql`e.id, e.first_name || ' ' || e.last_name AS name, coalesce(e.pin, 'NA') AS pin,
  coalesce(nullif(e.custom_employee_id, ''), 'NA') AS custom_employee_id, coalesce(eg.grade_name, 'NA') AS employee_grade,
  coalesce(et.type_name, 'NA') AS employee_type, coalesce(ec.category_name, 'NA') AS employee_category,
  coalesce(nullif(e.mobile_number, ''), 'NA') AS mobile_number, coalesce(nullif(e.email, ''), 'NA') AS email,
  coalesce(dp.department_name, 'NA') AS department, coalesce(br.station_name, 'NA') AS branch`;

export const EMPLOYEE_JOINS = sql`
  LEFT JOIN employee_grades eg ON eg.company_id = e.company_id AND eg.id = e.employee_grade_id
  LEFT JOIN employee_types et ON et.company_id = e.company_id AND et.id = e.employee_type_id
  LEFT JOIN employee_categories ec ON ec.company_id = e.company_id AND ec.id = e.employee_category_id
  LEFT JOIN departments dp ON dp.company_id = e.company_id AND dp.id = e.department_id
  LEFT JOIN branches br ON br.company_id = e.company_id AND br.id = e.branch_id`;

export const EMPLOYEE_ORDER = sql`lower(e.first_name), lower(e.last_name), e.id`;

/** A day's fields as the tables show them; minutes stay numbers for the service to format. */
export const DAY_FIELDS = sql`to_char(d.day, 'YYYY-MM-DD') AS checkdate,
  coalesce(d.shift_name, 'NA') AS shift_name, coalesce(d.shift_range, 'NA') AS shift_range,
  coalesce(to_char(d.clock_in AT TIME ZONE tz.zone, 'HH24:MI'), 'NA') AS clockin_readable,
  coalesce(to_char(d.clock_out AT TIME ZONE tz.zone, 'HH24:MI'), 'NA') AS clockout_readable,
  to_char(d.expected_start AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS expected_clockin,
  coalesce(to_char(d.expected_start AT TIME ZONE tz.zone, 'HH24:MI'), 'NA') AS expected_clockin_readable,
  d.gained_minutes, d.late_minutes, d.is_late, d.expected_minutes, d.worked_minutes,
  (d.work_shift_id IS NOT NULL) AS has_shift, (d.clock_out IS NOT NULL) AS has_clock_out,
  coalesce(nullif(d.exemption_reason, ''), 'NA') AS exemption_reason`;

/** The company's zone as `tz.zone`, for a FROM list. */
export const companyZone = (companyId: number) =>
  sql`(SELECT c.timezone AS zone FROM companies c WHERE c.id = ${companyId}) AS tz`;
