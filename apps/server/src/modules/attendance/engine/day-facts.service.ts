import type { Tx } from '../../../platform/db/database.ts';
import { companyToday } from '../../../platform/tenancy/company-today.ts';
import { approvedExemptionsBetween } from '../../hrm/index.ts';
import { computeDay, punchesByDay, shiftInstance, type ShiftInstance, type ShiftOfDay } from './day-facts.ts';
import {
  approvedLeaveBetween,
  employeeSpans,
  engineSettings,
  holidaysBetween,
  punchesBetween,
  shiftPlans,
  type AssignmentRow,
  type RosterRow,
  type ShiftRow,
} from './day-inputs.repository.ts';
import {
  computedDaysOf,
  deleteFacts,
  markCovered,
  saveFacts,
  takeDirty,
  uncoveredDays,
  type StoredFacts,
} from './day-facts.repository.ts';
import { MS, addDays, daysBetween, isoWeekday, zonedInstant } from './zoned-time.ts';
import { recomputeOvertime } from '../overtime/engine/overtime-records.service.ts';

/**
 * The attendance engine (ADR 25): loads what an employee-day depends on, asks the pure rules
 * (day-facts.ts) what the day was, and stores the answer. Only queued or never-computed days are
 * computed; reports then read attendance_days as plain indexed queries.
 */

/** Employee-days computed per call: bounded memory, and a long queue still moves. */
const BATCH = 100_000;
/** Rows per write; the next rows are computed while the database stores these. */
const WRITE = 2_000;

export interface Plan {
  shift: ShiftOfDay | null;
  /** The employee has a plan for the date: a roster entry, or an assignment covering it. */
  planned: boolean;
  source: 'roster' | 'assignment' | null;
  /** The shift as stored (work days, colour), for screens that show it. */
  row: ShiftRow | null;
}

/** A shift as worked, and as not worked, per row: built once, shared by every date (no copy per day). */
const shapes = new WeakMap<ShiftRow, { on: ShiftOfDay; off: ShiftOfDay }>();
function shapeOf(s: ShiftRow): { on: ShiftOfDay; off: ShiftOfDay } {
  let shape = shapes.get(s);
  if (!shape) {
    const base = {
      workShiftId: s.workShiftId,
      name: s.name,
      startTime: s.startTime,
      endTime: s.endTime,
      graceMinutes: s.graceMinutes,
      breakMinutes: s.breakMinutes,
    };
    shape = { on: { ...base, scheduled: true }, off: { ...base, scheduled: false } };
    shapes.set(s, shape);
  }
  return shape;
}

/**
 * The shift of one employee on one date: the roster's entry wins over the dated assignment (ADR 25,
 * ADR 27). The one place this rule lives: the engine, the roster and the calendars all ask here.
 */
export function planOf(
  day: string,
  roster: ReadonlyMap<string, RosterRow>,
  assignments: readonly AssignmentRow[],
): Plan {
  const rostered = roster.get(day);
  if (rostered) {
    const row = rostered.shift;
    return { shift: row ? shapeOf(row).on : null, planned: true, source: 'roster', row };
  }
  const a = assignments.find((x) => x.startDate <= day && (x.endDate === null || x.endDate >= day));
  if (!a) return { shift: null, planned: false, source: null, row: null };
  const shape = shapeOf(a);
  return {
    shift: a.workDays.includes(isoWeekday(day)) ? shape.on : shape.off,
    planned: true,
    source: 'assignment',
    row: a,
  };
}

function groupBy<T, K>(items: readonly T[], key: (t: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}

/** Recomputes the given employee-days (any number, any employees) and stores them. */
export async function recomputeDays(
  tx: Tx,
  companyId: number,
  keys: readonly { employeeId: number; day: string }[],
): Promise<number> {
  if (keys.length === 0) return 0;
  const days = keys.map((k) => k.day).sort();
  const from = days[0] as string;
  const to = days[days.length - 1] as string;
  const employeeIds = [...new Set(keys.map((k) => k.employeeId))];
  const { timezone: tz, ignoreFunctionKey } = await engineSettings(tx, companyId);
  const spans = new Map((await employeeSpans(tx, companyId, employeeIds)).map((e) => [e.id, e]));
  // Neighbouring days' shifts decide which day a punch near midnight belongs to.
  const plans = await shiftPlans(tx, companyId, employeeIds, addDays(from, -1), addDays(to, 1));
  const punches = await punchesBetween(
    tx,
    companyId,
    employeeIds,
    zonedInstant(addDays(from, -1), '00:00', tz),
    zonedInstant(addDays(to, 2), '00:00', tz) + 8 * MS.HOUR,
  );
  const holidays = await holidaysBetween(tx, companyId, from, to);
  const leave = await approvedLeaveBetween(tx, companyId, employeeIds, from, to);
  const exemptions = await approvedExemptionsBetween(tx, companyId, from, to, employeeIds);
  const now = Date.now();

  const assignmentsOf = groupBy(plans.assignments, (a) => a.employeeId);
  const rosterOf = groupBy(plans.roster, (r) => r.employeeId);
  const punchesOf = groupBy(punches, (p) => p.employeeId);
  const leaveOf = groupBy(leave, (l) => l.employeeId);
  const exemptionAt = new Map(exemptions.map((e) => [`${e.employee_id}|${e.date}`, e]));
  const keysOf = groupBy(keys, (k) => k.employeeId);

  // One instance per shift and date, shared by everyone on that shift (the zone maths is the cost).
  const instanceCache = new Map<string, ShiftInstance>();
  const instanceOf = (d: string, shift: ShiftOfDay) => {
    const key = `${shift.workShiftId}|${shift.startTime}|${shift.endTime}|${d}`;
    let i = instanceCache.get(key);
    if (!i) {
      i = shiftInstance(d, shift, tz);
      instanceCache.set(key, i);
    }
    return i;
  };
  let facts: StoredFacts[] = [];
  let computed = 0;
  const gone: { employeeId: number; day: string }[] = [];
  // Writes overlap the computing of the next rows (the database works on its own core meanwhile);
  // the chain keeps them in order, and its failure surfaces at the final await. The loop yields
  // after each hand-over, or the statement would only leave once every row was computed.
  let writing: Promise<void> = Promise.resolve();
  const flush = () => {
    const part = facts;
    facts = [];
    computed += part.length;
    writing = writing.then(() => saveFacts(tx, companyId, part));
    writing.catch(() => undefined);
  };
  for (const [employeeId, own] of keysOf) {
    const span = spans.get(employeeId);
    const roster = new Map((rosterOf.get(employeeId) ?? []).map((r) => [r.day, r]));
    const assignments = assignmentsOf.get(employeeId) ?? [];
    const wanted = [...new Set(own.map((k) => k.day))];
    const first = wanted.reduce((a, b) => (a < b ? a : b));
    const last = wanted.reduce((a, b) => (a > b ? a : b));
    const instances: ShiftInstance[] = [];
    const planByDay = new Map<string, Plan>();
    const instanceByDay = new Map<string, ShiftInstance>();
    for (const d of daysBetween(addDays(first, -1), addDays(last, 1))) {
      const plan = planOf(d, roster, assignments);
      planByDay.set(d, plan);
      if (plan.shift?.scheduled) {
        const i = instanceOf(d, plan.shift);
        instances.push(i);
        instanceByDay.set(d, i);
      }
    }
    const byDay = punchesByDay(punchesOf.get(employeeId) ?? [], instances, tz);
    for (const d of wanted) {
      if (!span || (span.from && d < span.from) || (span.to && d > span.to)) {
        gone.push({ employeeId, day: d });
        continue;
      }
      const plan = planByDay.get(d) ?? { shift: null, planned: false, source: null, row: null };
      const onLeave = (leaveOf.get(employeeId) ?? []).find((l) => l.startDate <= d && l.endDate >= d);
      const exemption = exemptionAt.get(`${employeeId}|${d}`);
      facts.push({
        employeeId,
        ...computeDay({
          day: d,
          tz,
          now,
          shift: plan.shift,
          planned: plan.planned,
          holidayName: holidays.get(d) ?? null,
          leaveRequestId: onLeave?.id ?? null,
          exemption: exemption ? { id: exemption.id, reason: exemption.exemption_reason } : null,
          punches: byDay.get(d) ?? [],
          ignoreFunctionKey,
          instance: instanceByDay.get(d) ?? null,
        }),
      });
      if (facts.length >= WRITE) {
        flush();
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
    }
  }
  flush();
  await writing;
  await deleteFacts(tx, companyId, gone);
  // Overtime is derived from these facts (ADR 36): the same days, set-wise, in the same transaction.
  await recomputeOvertime(tx, companyId, keys);
  return computed;
}

/** Recomputes every queued employee-day of the company; returns how many were computed. */
export async function drainDirty(tx: Tx, companyId: number): Promise<number> {
  let total = 0;
  for (;;) {
    const keys = await takeDirty(tx, companyId, BATCH);
    if (keys.length === 0) return total;
    total += await recomputeDays(tx, companyId, keys);
  }
}

/**
 * Makes the facts of [from, to] current before a report reads them: dates never computed are
 * computed for every current employee (up to the company's today), then the queue is drained. With
 * `onlyEmployee` (a self-service report), only that employee's days are computed where missing and
 * the dates stay uncovered for everyone else: one person's report never pays for the company's year.
 */
export async function ensureFacts(
  tx: Tx,
  companyId: number,
  from: string,
  to: string,
  onlyEmployee?: number,
): Promise<void> {
  const { today } = await companyToday(tx, companyId);
  const last = to < today ? to : today;
  if (from <= last) {
    const missing = await uncoveredDays(tx, companyId, from, last);
    if (missing.length > 0 && onlyEmployee !== undefined) {
      const have = new Set(await computedDaysOf(tx, companyId, onlyEmployee, from, last));
      const keys = missing.filter((day) => !have.has(day)).map((day) => ({ employeeId: onlyEmployee, day }));
      await recomputeDays(tx, companyId, keys);
    } else if (missing.length > 0) {
      const people = await employeeSpans(tx, companyId, 'all');
      for (let i = 0; i < missing.length;) {
        // Whole dates per batch, about BATCH employee-days each.
        const step = Math.max(1, Math.floor(BATCH / Math.max(1, people.length)));
        const chunk = missing.slice(i, i + step);
        i += step;
        const keys = chunk.flatMap((day) => people.map((p) => ({ employeeId: p.id, day })));
        await recomputeDays(tx, companyId, keys);
        // Today is covered too: what the clock alone changes later (absent once a shift's window
        // closes) the reports read from window_end, and every other change queues its days.
        await markCovered(tx, companyId, chunk);
      }
    }
  }
  await drainDirty(tx, companyId);
}
