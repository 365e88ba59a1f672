import { MS, isoWeekday, zonedInstant } from '../../engine/zoned-time.ts';
import { overtimePay, type PayBasis, type PayTerms } from './overtime-pay.ts';

/**
 * How one employee-day's overtime follows from its day facts and the employee's overtime rule
 * (issue 18 §3, ADR 36), as pure functions tested on hand-computed days (overtime-rules.test.ts).
 * The service loads the inputs set-wise and stores what this returns.
 */

export type { PayBasis, PaymentType, WorkType } from './overtime-pay.ts';

export interface OvertimeRule extends PayTerms {
  /** Minutes after the work period's end before overtime starts (work days only). */
  overtimeStart: number;
  /** The least overtime that counts, in minutes (0 = any). */
  overtimeEnd: number;
  /** A day's overtime is rounded up to a multiple of this (0 = none). */
  overtimeRoundUp: number;
  /** 1 Monday … 7 Sunday, used when the rule is not tied to the shift. */
  workDayIds: readonly number[];
  applyOnWorkDay: boolean;
  applyOnNonWorkDay: boolean;
  publicHoliday: boolean;
}

/** What the day facts say about the day (attendance_days, ADR 25). Instants in epoch milliseconds. */
export interface OvertimeDay {
  /** The local date, yyyy-MM-dd. */
  day: string;
  /** The company's zone, for a `clock` work time. */
  tz: string;
  clockIn: number | null;
  clockOut: number | null;
  /** The end of the shift scheduled on this date (overnight: the next morning); null without one. */
  shiftEnd: number | null;
  holidayName: string | null;
  onLeave: boolean;
  exempted: boolean;
}

export interface OvertimeSpan {
  startAt: number;
  endAt: number;
  /** After the least overtime and the round-up. */
  minutes: number;
}

export interface Overtime extends OvertimeSpan {
  /** The hourly rate the amount used, in kobo (see overtimePay); null when there is none. */
  hourlyRateKobo: number | null;
  amountKobo: number;
}

const HM = (seconds: number) => {
  const s = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600) % 24)}:${pad(Math.floor(s / 60) % 60)}:${pad(s % 60)}`;
};

/** Whether the date is a work day under the rule: the shift's, or the rule's own work days. */
export function isWorkDayUnder(rule: OvertimeRule, day: OvertimeDay): boolean {
  return rule.useWorkShift ? day.shiftEnd !== null : rule.workDayIds.includes(isoWeekday(day.day));
}

/**
 * When the normal work of a work day ends: the shift's end, or from `work_time`: the first clock-in
 * plus the length (`duration`) or the local time of day (`clock`). Null when the rule cannot say.
 */
export function workPeriodEnd(rule: OvertimeRule, day: OvertimeDay): number | null {
  if (rule.useWorkShift) return day.shiftEnd;
  if (rule.workSeconds === null || day.clockIn === null) return null;
  if (rule.workType === 'duration') return day.clockIn + rule.workSeconds * 1000;
  if (rule.workType === 'clock') return zonedInstant(day.day, HM(rule.workSeconds), day.tz);
  return null;
}

/** The raw stretch of overtime before the least-overtime and round-up rules, or null. */
function rawSpan(rule: OvertimeRule, day: OvertimeDay): { startAt: number; endAt: number } | null {
  const { clockIn, clockOut } = day;
  if (clockIn === null || clockOut === null || day.onLeave || day.exempted) return null;
  const holiday = day.holidayName !== null;
  // The holiday switch wins over the work-day rule on a holiday that is also a work day; with the
  // switch off, a holiday is the work day or off day its schedule makes it (ADR 36).
  if (holiday && rule.publicHoliday) return { startAt: clockIn, endAt: clockOut };
  if (isWorkDayUnder(rule, day)) {
    if (!rule.applyOnWorkDay) return null;
    const end = workPeriodEnd(rule, day);
    if (end === null) return null;
    // Early arrival is not overtime: only time after the period's end (and the buffer) counts.
    const startAt = Math.max(end + rule.overtimeStart * MS.MINUTE, clockIn);
    return { startAt, endAt: clockOut };
  }
  return rule.applyOnNonWorkDay ? { startAt: clockIn, endAt: clockOut } : null;
}

/**
 * The day's overtime in whole minutes (seconds dropped), after the rules: shorter than
 * `overtime_end` is dropped, the rest rounded up to a multiple of `overtime_round_up`.
 */
export function overtimeSpan(rule: OvertimeRule, day: OvertimeDay): OvertimeSpan | null {
  const raw = rawSpan(rule, day);
  if (!raw || raw.endAt <= raw.startAt) return null;
  const minutes = Math.floor((raw.endAt - raw.startAt) / MS.MINUTE);
  if (minutes <= 0 || minutes < rule.overtimeEnd) return null;
  const step = rule.overtimeRoundUp;
  return { ...raw, minutes: step > 0 ? Math.ceil(minutes / step) * step : minutes };
}

/** The day's overtime and its pay, or null when the day has none. */
export function computeOvertime(rule: OvertimeRule, day: OvertimeDay, basis: PayBasis): Overtime | null {
  const span = overtimeSpan(rule, day);
  if (!span) return null;
  return { ...span, ...overtimePay(rule, span.minutes, basis) };
}
