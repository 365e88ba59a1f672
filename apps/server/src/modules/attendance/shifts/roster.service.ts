import { z } from 'zod';
import {
  ROSTER_REPORT,
  SHIFT_MESSAGES as M,
  calendarDatesBetween,
  isoWeekdayOf,
  rosterInputSchema,
  shiftRange,
  toPaging,
  type RosterAnswer,
  type RosterCell,
  type RosterFilter,
  type RosterPerson,
  type RosterQuery,
} from '@clockroom/contracts';
import type { ActingContext, SignedInContext } from '../../../platform/http/context.ts';
import { invalidField, notFound } from '../../../platform/http/errors.ts';
import { audit } from '../../../platform/audit/audit.ts';
import type { ReportSource } from '../../../platform/exports/report-export.ts';
import { queueShiftDays } from './shift-dirty.ts';
import { shiftsForDays, type DayShift } from './shifts-for-days.ts';
import { peopleScope } from './people-scope.ts';
import { lockEmployees } from './shift-assignments.repository.ts';
import { lockShift } from './work-shifts.repository.ts';
import * as repo from './roster.repository.ts';

type RosterInput = z.output<typeof rosterInputSchema>;

const key = (employeeId: number, day: string) => `${employeeId}:${day}`;

/** An employee's cell on a date: the effective shift, or none (ADR 27 "Precedence"). */
export function toCell(employeeId: number, plan: DayShift | undefined): RosterCell {
  const s = plan?.shift ?? null;
  return {
    employee_id: employeeId,
    work_shift_id: s?.workShiftId ?? null,
    shift_name: s?.name ?? null,
    shift_range: s ? shiftRange(s.startTime, s.endTime) : null,
    color: s?.color ?? null,
    source: plan?.source ?? null,
    scheduled: s?.scheduled ?? false,
  };
}

async function plansOf(ctx: ActingContext, people: readonly RosterPerson[], from: string, to: string) {
  const plans = await shiftsForDays(
    ctx.tx,
    ctx.companyId,
    people.map((p) => p.id),
    from,
    to,
  );
  return new Map(plans.map((p) => [key(p.employeeId, p.day), p]));
}

/** GET /attendance/shift/roster: a page of employees × the range's dates (spec 3 §3 "rosterDates"). */
export async function getRoster(ctx: SignedInContext, q: RosterQuery): Promise<RosterAnswer> {
  const paging = toPaging(q);
  const scope = await peopleScope(ctx, q, q.date_from, q.date_to);
  const people = await repo.peopleInScope(ctx.tx, ctx.companyId, scope, {
    limit: paging.perPage,
    offset: paging.offset,
  });
  const plans = await plansOf(ctx, people.results, q.date_from, q.date_to);
  const holidays = await repo.holidaysBetween(ctx.tx, ctx.companyId, q.date_from, q.date_to);
  return {
    rosterDates: calendarDatesBetween(q.date_from, q.date_to).map((date) => ({
      date,
      weekday: isoWeekdayOf(date),
      holiday: holidays.get(date) ?? null,
      employees: people.results.map((p) => toCell(p.id, plans.get(key(p.id, date)))),
    })),
    employees: people.results,
    total: people.total,
    date_from: q.date_from,
    date_to: q.date_to,
  };
}

/** Checks the shift (it must exist and be active) and the employees (this company's, current). */
export async function checkRosterTargets(
  ctx: SignedInContext,
  shiftId: number | null,
  employeeIds: readonly number[],
): Promise<void> {
  if (shiftId !== null) {
    const found = await lockShift(ctx.tx, ctx.companyId, shiftId, 'share');
    if (!found) throw notFound(M.notFound);
    if (found.status !== 'active') throw invalidField('work_shift_id', M.shiftInactive);
  }
  const ids = [...new Set(employeeIds)];
  if ((await lockEmployees(ctx.tx, ctx.companyId, ids)).length !== ids.length) {
    throw invalidField('employee_ids', M.employeesNotFound);
  }
}

/** POST /attendance/shift/roster: sets, gives off or clears the chosen weekdays of the range. */
export async function saveRoster(ctx: SignedInContext, input: RosterInput): Promise<{ days: number }> {
  const shiftId = input.action === 'shift' ? (input.work_shift_id ?? null) : null;
  await checkRosterTargets(ctx, shiftId, input.employee_ids);
  const dates = calendarDatesBetween(input.date_from, input.date_to).filter((d) =>
    input.week_days.includes(isoWeekdayOf(d)),
  );
  const days =
    input.action === 'clear'
      ? await repo.clearRosterDays(ctx.tx, ctx.companyId, input.employee_ids, dates)
      : await repo.upsertRosterDays(ctx.tx, ctx.companyId, input.employee_ids, dates, shiftId);
  await queueShiftDays(ctx.tx, ctx.companyId, {
    ranges: [{ from: input.date_from, to: input.date_to, employeeIds: input.employee_ids }],
  });
  await audit(ctx, {
    action: `roster ${input.action}`,
    entity: 'roster',
    entityId: shiftId,
    description: `Roster: ${input.action} for ${input.employee_ids.length} employees, ${input.date_from} to ${input.date_to}`,
    after: { ...input, dates: dates.length },
  });
  return { days };
}

const readable = (date: string) => `${date.slice(8, 10)}-${date.slice(5, 7)}-${date.slice(0, 4)}`;
const WEEKDAY = ['', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** A cell as a file shows it: "Morning (08:00 - 17:00)", "Off" on a day not worked, "Day off" rostered. */
function cellText(plan: DayShift | undefined): string {
  if (!plan) return '';
  if (!plan.shift) return 'Day off';
  if (!plan.shift.scheduled) return 'Off';
  return `${plan.shift.name} (${shiftRange(plan.shift.startTime, plan.shift.endTime)})`;
}

/** The roster's files (POST /attendance/shift/roster/download/{format}): one row per employee, a column a day. */
export const rosterReport: ReportSource<RosterFilter> = {
  report: ROSTER_REPORT,
  async prepare(ctx, f) {
    const scope = await peopleScope(ctx, f, f.date_from, f.date_to);
    const dates = calendarDatesBetween(f.date_from, f.date_to);
    const { total } = await repo.peopleInScope(ctx.tx, ctx.companyId, scope, { limit: 1, offset: 0 });
    return {
      columns: [
        'employee_name',
        'pin',
        'department',
        // A column a day, headed by its date (no word of the report's: written as it is).
        ...dates.map((d) => ({
          key: d,
          label: `${readable(d)} ${WEEKDAY[isoWeekdayOf(d)]}`,
          kind: 'text' as const,
        })),
      ],
      total,
      async rows(c, page) {
        const people = await repo.peopleInScope(c.tx, c.companyId, scope, page);
        const plans = await plansOf(c, people.results, f.date_from, f.date_to);
        return people.results.map((p) => ({
          employee_name: p.employee_name,
          pin: p.pin,
          department: p.department,
          ...Object.fromEntries(dates.map((d) => [d, cellText(plans.get(key(p.id, d)))])),
        }));
      },
    };
  },
};
