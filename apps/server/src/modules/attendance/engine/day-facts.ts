import { MS, addDays, isoWeekday, localClock, localDay, zonedInstant } from './zoned-time.ts';

/**
 * The attendance engine's rules (ADR 25), as pure functions: which shift instance a punch belongs
 * to, and what one employee's day was. Everything here is tested on hand-computed fixtures
 * (day-facts.test.ts); the service only loads inputs and stores what this returns.
 */

/** How far before a shift's start and after its end a punch still belongs to it. */
export const WINDOW_MS = 4 * MS.HOUR;

/** ATTLOG Status values (ZKTECO-PUSH.md): 0 check-in, 1 check-out, 4/5 overtime in/out, 2/3 breaks. */
const IN_STATUSES = new Set([0, 4]);
const OUT_STATUSES = new Set([1, 5]);
const BREAK_STATUSES = new Set([2, 3]);

export interface ShiftOfDay {
  workShiftId: number;
  name: string;
  /** Local wall-clock times, `HH:MM` or `HH:MM:SS`; an end not after the start is the next day. */
  startTime: string;
  endTime: string;
  graceMinutes: number;
  breakMinutes: number;
  /** Worked on this date: rostered for it, or the date's weekday is one of the shift's work days. */
  scheduled: boolean;
}

export interface ShiftInstance {
  day: string;
  start: number;
  end: number;
  windowStart: number;
  windowEnd: number;
  /** "08:00 - 17:00", local. */
  range: string;
}

export interface Punch {
  /** The instant, in epoch milliseconds. */
  at: number;
  /** The raw ATTLOG Status (mobile clocks: 0 in, 1 out). */
  status: number;
}

export interface DayInputs {
  day: string;
  tz: string;
  /** When the facts are computed: a work day without punches is absent only once its window closed. */
  now: number;
  /** The employee's shift for the date; null when none is assigned or the roster gives the day off. */
  shift: ShiftOfDay | null;
  /** The employee has a shift plan for the date (an assignment or a roster entry), so a date without a
   * scheduled shift is an off day; without any plan, the employee's attendance is not tracked. */
  planned: boolean;
  holidayName: string | null;
  leaveRequestId: number | null;
  exemption: { id: number; reason: string } | null;
  /** The punches that belong to this day (punchesByDay). */
  punches: readonly Punch[];
  ignoreFunctionKey: boolean;
  /** The shift's instance on this day when the caller already has it (one per shift and date). */
  instance?: ShiftInstance | null;
}

export interface DayFacts {
  day: string;
  workShiftId: number | null;
  shiftName: string | null;
  shiftRange: string | null;
  expectedStart: number | null;
  expectedEnd: number | null;
  windowEnd: number | null;
  expectedMinutes: number;
  clockIn: number | null;
  clockOut: number | null;
  punchCount: number;
  isLate: boolean;
  lateMinutes: number;
  gainedMinutes: number;
  workedMinutes: number;
  isWorkDay: boolean;
  isOffDay: boolean;
  isAbsent: boolean;
  isWeekend: boolean;
  holidayName: string | null;
  leaveRequestId: number | null;
  exemptionId: number | null;
  exemptionReason: string | null;
}

const minutes = (ms: number) => Math.floor(ms / MS.MINUTE);

/** The instance of a shift on a date: its start and end instants and its punch window. */
export function shiftInstance(day: string, shift: ShiftOfDay, tz: string): ShiftInstance {
  const start = zonedInstant(day, shift.startTime, tz);
  const overnight = shift.endTime.slice(0, 5) <= shift.startTime.slice(0, 5);
  const end = zonedInstant(overnight ? addDays(day, 1) : day, shift.endTime, tz);
  const range = `${localClock(start, tz)} - ${localClock(end, tz)}`;
  return { day, start, end, windowStart: start - WINDOW_MS, windowEnd: end + WINDOW_MS, range };
}

/**
 * Gives each punch to the day it belongs to: the shift instance whose window holds it (the nearest
 * start when two windows overlap); a punch outside every window goes to its local date when that
 * date has no shift instance (work on an off day), and is left out otherwise (a stray punch, still
 * in the log report).
 */
export function punchesByDay(
  punches: readonly Punch[],
  instances: readonly ShiftInstance[],
  tz: string,
): Map<string, Punch[]> {
  const byDay = new Map<string, Punch[]>();
  const give = (day: string, p: Punch) => {
    const list = byDay.get(day);
    if (list) list.push(p);
    else byDay.set(day, [p]);
  };
  const instanceDays = new Set(instances.map((i) => i.day));
  // A sweep over both in time order: windows are a few hours long, so each punch meets one or two.
  const sorted = [...instances].sort((a, b) => a.windowStart - b.windowStart);
  let first = 0;
  for (const p of [...punches].sort((a, b) => a.at - b.at)) {
    while (first < sorted.length && (sorted[first] as ShiftInstance).windowEnd < p.at) first += 1;
    let best: ShiftInstance | null = null;
    for (let k = first; k < sorted.length; k += 1) {
      const i = sorted[k] as ShiftInstance;
      if (i.windowStart > p.at) break;
      if (p.at > i.windowEnd) continue;
      if (!best || Math.abs(p.at - i.start) < Math.abs(p.at - best.start)) best = i;
    }
    if (best) give(best.day, p);
    else {
      const day = localDay(p.at, tz);
      if (!instanceDays.has(day)) give(day, p);
    }
  }
  return byDay;
}

/**
 * Clock-in and clock-out. With IGNORE_FUNCTION_KEY on (the default) the first punch is the
 * clock-in and the last, when distinct, the clock-out. With it off, the device's Status decides:
 * check-in (0, 4) punches can only clock in, check-out (1, 5) only clock out, breaks (2, 3)
 * neither, and 255 or any other value follows the order rule.
 */
export function clockPair(
  punches: readonly Punch[],
  ignoreFunctionKey: boolean,
): { clockIn: number | null; clockOut: number | null } {
  const sorted = [...punches].sort((a, b) => a.at - b.at);
  if (ignoreFunctionKey) {
    const first = sorted[0];
    const last = sorted[sorted.length - 1];
    if (!first || !last) return { clockIn: null, clockOut: null };
    return { clockIn: first.at, clockOut: last.at !== first.at ? last.at : null };
  }
  const canIn = (p: Punch) => !OUT_STATUSES.has(p.status) && !BREAK_STATUSES.has(p.status);
  const canOut = (p: Punch) => !IN_STATUSES.has(p.status) && !BREAK_STATUSES.has(p.status);
  const clockIn = sorted.find(canIn)?.at ?? null;
  const outs = sorted.filter((p) => canOut(p) && (clockIn === null || p.at > clockIn));
  const clockOut = outs[outs.length - 1]?.at ?? null;
  return { clockIn, clockOut };
}

/** What one employee's day was (ADR 25). */
export function computeDay(input: DayInputs): DayFacts {
  const { day, tz, shift } = input;
  const weekday = isoWeekday(day);
  const instance = shift?.scheduled ? (input.instance ?? shiftInstance(day, shift, tz)) : null;
  const excused = input.holidayName !== null || input.leaveRequestId !== null || input.exemption !== null;
  const isWorkDay = instance !== null && !excused;
  // Identical punches (the same instant, re-sent or from two paths) count once.
  const distinct = [...new Map(input.punches.map((p) => [p.at, p])).values()];
  const { clockIn, clockOut } = clockPair(distinct, input.ignoreFunctionKey);

  let isLate = false;
  let lateMinutes = 0;
  let gainedMinutes = 0;
  if (instance && isWorkDay && clockIn !== null) {
    if (clockIn > instance.start + (shift?.graceMinutes ?? 0) * MS.MINUTE) {
      isLate = true;
      lateMinutes = minutes(clockIn - instance.start);
    } else if (clockIn < instance.start) {
      gainedMinutes = minutes(instance.start - clockIn);
    }
  }
  // The break belongs to a shift worked that day: on a day without one (an off day, a roster day
  // off, no plan) nothing is taken off, and the hours are last out − first in.
  const breakMinutes = instance && shift ? shift.breakMinutes : 0;
  const workedMinutes =
    clockIn !== null && clockOut !== null ? Math.max(0, minutes(clockOut - clockIn) - breakMinutes) : 0;
  const expectedMinutes = instance ? Math.max(0, minutes(instance.end - instance.start) - breakMinutes) : 0;

  return {
    day,
    workShiftId: instance && shift ? shift.workShiftId : null,
    // An off day still names the employee's shift (the Off Day report's column); a roster day off has none.
    shiftName: shift ? shift.name : null,
    shiftRange: instance?.range ?? null,
    expectedStart: instance?.start ?? null,
    expectedEnd: instance?.end ?? null,
    windowEnd: instance?.windowEnd ?? null,
    expectedMinutes,
    clockIn,
    clockOut,
    punchCount: distinct.length,
    isLate,
    lateMinutes,
    gainedMinutes,
    workedMinutes,
    isWorkDay,
    isOffDay: input.planned && instance === null,
    isAbsent: isWorkDay && distinct.length === 0 && instance !== null && input.now >= instance.windowEnd,
    isWeekend: weekday >= 6,
    holidayName: input.holidayName,
    leaveRequestId: input.leaveRequestId,
    exemptionId: input.exemption?.id ?? null,
    exemptionReason: input.exemption?.reason ?? null,
  };
}
