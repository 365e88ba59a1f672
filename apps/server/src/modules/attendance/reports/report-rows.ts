import {
  NA,
  minutesAsDuration,
  type ReportDay,
  type ReportEmployee,
  type ReportLog,
  type ReportTotals,
} from '@clockroom/contracts';
import type { DayRow, DetailsRow, LogRow, TotalsRow } from './attendance-reports.repository.ts';

/** How the report tables show the engine's numbers (spec 3 §2, ADR 25). */

/** Minutes as `HH:MM` (hours may pass 24 in totals). */
const hhmm = minutesAsDuration;

export function employeeOf(r: DetailsRow): ReportEmployee {
  const text = (k: string) => (typeof r[k] === 'string' && r[k] !== '' ? (r[k] as string) : NA);
  return {
    id: Number(r.id),
    name: r.name,
    pin: text('pin'),
    custom_employee_id: text('custom_employee_id'),
    employee_grade: text('employee_grade'),
    employee_type: text('employee_type'),
    employee_category: text('employee_category'),
    mobile_number: text('mobile_number'),
    email: text('email'),
    department: text('department'),
    branch: text('branch'),
  };
}

export function dayOf(r: DayRow): ReportDay {
  return {
    checkdate: r.checkdate,
    shift_name: String(r.shift_name ?? NA),
    shift_range: String(r.shift_range ?? NA),
    clockin_readable: String(r.clockin_readable ?? NA),
    clockout_readable: String(r.clockout_readable ?? NA),
    expected_clockin: (r.expected_clockin as string | null) ?? null,
    expected_clockin_readable: String(r.expected_clockin_readable ?? NA),
    gained_time: hhmm(Number(r.gained_minutes)),
    lost_time: r.is_late ? hhmm(Number(r.late_minutes)) : hhmm(0),
    expected_work_hours: r.has_shift ? hhmm(Number(r.expected_minutes)) : NA,
    hours_worked: r.has_clock_out ? hhmm(Number(r.worked_minutes)) : NA,
    exemption_reason: String(r.exemption_reason ?? NA),
  };
}

export function totalsOf(r: TotalsRow): ReportTotals {
  const average = r.average_minutes === null ? null : Number(r.average_minutes);
  return {
    average_clocktime: average === null ? NA : hhmm(average),
    num_punctuality: Number(r.num_punctuality),
    days_clockin_and_out: Number(r.days_clockin_and_out),
    hours_late: hhmm(Number(r.late_minutes)),
    no_clockin: Number(r.no_clockin),
    no_clockout: Number(r.no_clockout),
    num_days_absent: Number(r.num_days_absent),
    num_lateness: Number(r.num_lateness),
    hours_worked: hhmm(Number(r.worked_minutes)),
    expected_total_hours: hhmm(Number(r.expected_minutes)),
  };
}

/** ATTLOG Status as the log report names it (ZKTECO-PUSH.md); a phone's clock is in or out. */
const CLOCK_TYPES: Record<number, string> = {
  0: 'Clock In',
  1: 'Clock Out',
  2: 'Break Out',
  3: 'Break In',
  4: 'Overtime In',
  5: 'Overtime Out',
};

export function logOf(r: LogRow): ReportLog {
  return {
    employee_details: employeeOf(r),
    clocktime: r.clocktime,
    clocktype: CLOCK_TYPES[Number(r.status)] ?? 'Punch',
    device_name: r.source === 'mobile' ? NA : r.device_name,
    serial_no: r.source === 'mobile' ? NA : r.serial_no,
    upload_time: r.upload_time,
  };
}
