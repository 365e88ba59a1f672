import type { Tx } from '../../../platform/db/database.ts';
import { planOf } from '../engine/day-facts.service.ts';
import {
  employeeSpans,
  shiftPlans,
  type AssignmentRow,
  type RosterRow,
} from '../engine/day-inputs.repository.ts';
import { daysBetween } from '../engine/zoned-time.ts';

/** The shift one employee has on one date, and where it comes from (ADR 27 "Precedence"). */
export interface DayShift {
  employeeId: number;
  /** yyyy-MM-dd, the company's local date (an overnight shift belongs to the date it starts on). */
  day: string;
  /** A roster entry for the date wins over the dated assignment. */
  source: 'roster' | 'assignment';
  /** Null: a rostered day off. */
  shift: {
    workShiftId: number;
    name: string;
    /** `HH:MM:SS`, local wall-clock time; an end not after the start is the next day. */
    startTime: string;
    endTime: string;
    graceMinutes: number;
    breakMinutes: number;
    /** ISO weekdays, 1 Monday … 7 Sunday. */
    workDays: number[];
    color: string | null;
    /** Worked on this date: rostered for it, or its weekday is one of the shift's work days. */
    scheduled: boolean;
  } | null;
}

/**
 * Every employee-date in [from, to] that has a shift plan (a roster entry or an assignment), with the
 * effective shift. The rule is the engine's own `planOf` over the engine's own loader, so the roster
 * and calendar screens show exactly what attendance is computed against. Dates without a plan are
 * absent; archived employees are left out.
 */
export async function shiftsForDays(
  tx: Tx,
  companyId: number,
  employeeIds: readonly number[] | 'all',
  from: string,
  to: string,
): Promise<DayShift[]> {
  const ids =
    employeeIds === 'all' ? (await employeeSpans(tx, companyId, 'all')).map((e) => e.id) : employeeIds;
  if (ids.length === 0) return [];
  const plans = await shiftPlans(tx, companyId, ids, from, to);
  const assignmentsOf = new Map<number, AssignmentRow[]>();
  for (const a of plans.assignments)
    assignmentsOf.set(a.employeeId, [...(assignmentsOf.get(a.employeeId) ?? []), a]);
  const rosterOf = new Map<number, Map<string, RosterRow>>();
  for (const r of plans.roster) {
    const own = rosterOf.get(r.employeeId) ?? new Map<string, RosterRow>();
    own.set(r.day, r);
    rosterOf.set(r.employeeId, own);
  }
  const days = daysBetween(from, to);
  const out: DayShift[] = [];
  for (const employeeId of [...new Set(ids)].sort((a, b) => a - b)) {
    const roster = rosterOf.get(employeeId) ?? new Map<string, RosterRow>();
    const assignments = assignmentsOf.get(employeeId) ?? [];
    if (roster.size === 0 && assignments.length === 0) continue;
    for (const day of days) {
      const plan = planOf(day, roster, assignments);
      if (!plan.planned || plan.source === null) continue;
      out.push({
        employeeId,
        day,
        source: plan.source,
        shift:
          plan.shift === null
            ? null
            : {
                workShiftId: plan.shift.workShiftId,
                name: plan.shift.name,
                startTime: plan.shift.startTime,
                endTime: plan.shift.endTime,
                graceMinutes: plan.shift.graceMinutes,
                breakMinutes: plan.shift.breakMinutes,
                workDays: plan.row?.workDays ?? [],
                color: plan.row?.color ?? null,
                scheduled: plan.shift.scheduled,
              },
      });
    }
  }
  return out;
}
