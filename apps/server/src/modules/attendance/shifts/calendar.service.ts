import {
  calendarDatesBetween,
  calendarMonthRange,
  shiftRange,
  type CalendarAnswer,
  type CalendarDay,
  type CalendarQuery,
  type MyCalendarAnswer,
} from '@clockroom/contracts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { companyToday } from '../../../platform/tenancy/company-today.ts';
import { shiftsForDays } from './shifts-for-days.ts';
import { peopleScope } from './people-scope.ts';
import * as repo from './roster.repository.ts';

async function monthOf(ctx: SignedInContext, month: string | undefined) {
  const m = month ?? (await companyToday(ctx.tx, ctx.companyId)).today.slice(0, 7);
  return { month: m, ...calendarMonthRange(m) };
}

/** Who is on leave each date, from approved requests. */
function leaveByDay(leave: Awaited<ReturnType<typeof repo.approvedLeave>>, from: string, to: string) {
  const byDay = new Map<string, { employeeId: number; leaveName: string }[]>();
  for (const l of leave) {
    for (const d of calendarDatesBetween(l.from > from ? l.from : from, l.to < to ? l.to : to)) {
      const list = byDay.get(d) ?? [];
      list.push({ employeeId: l.employeeId, leaveName: l.leaveName });
      byDay.set(d, list);
    }
  }
  return byDay;
}

/**
 * GET /attendance/shift/calendar: a month of who works which shift each day (only the days they
 * work), with the public holidays and approved leave (ADR 27 "Calendars").
 */
export async function shiftCalendar(ctx: SignedInContext, q: CalendarQuery): Promise<CalendarAnswer> {
  const { month, from, to } = await monthOf(ctx, q.month);
  const scope = await peopleScope(ctx, q, from, to);
  const people = (await repo.peopleInScope(ctx.tx, ctx.companyId, scope, null)).results;
  const names = new Map(people.map((p) => [p.id, p.employee_name]));
  const ids = people.map((p) => p.id);
  const plans = await shiftsForDays(ctx.tx, ctx.companyId, ids, from, to);
  const holidays = await repo.holidaysBetween(ctx.tx, ctx.companyId, from, to);
  const leave = leaveByDay(await repo.approvedLeave(ctx.tx, ctx.companyId, ids, from, to), from, to);
  const days = new Map<string, CalendarDay>(
    calendarDatesBetween(from, to).map((date) => [
      date,
      { date, holiday: holidays.get(date) ?? null, shifts: [], leave: [] },
    ]),
  );
  for (const p of plans) {
    const s = p.shift;
    const day = days.get(p.day);
    if (!s?.scheduled || !day) continue;
    if (q.work_shift_id && s.workShiftId !== q.work_shift_id) continue;
    let entry = day.shifts.find((x) => x.work_shift_id === s.workShiftId);
    if (!entry) {
      entry = {
        work_shift_id: s.workShiftId,
        shift_name: s.name,
        shift_range: shiftRange(s.startTime, s.endTime),
        color: s.color,
        employees: [],
      };
      day.shifts.push(entry);
    }
    entry.employees.push({ id: p.employeeId, employee_name: names.get(p.employeeId) ?? '' });
  }
  for (const [date, list] of leave) {
    days.get(date)?.leave.push(
      ...list.map((l) => ({
        employee_id: l.employeeId,
        employee_name: names.get(l.employeeId) ?? '',
        leave_name: l.leaveName,
      })),
    );
  }
  for (const day of days.values()) {
    day.shifts.sort(
      (a, b) => a.shift_range.localeCompare(b.shift_range) || a.shift_name.localeCompare(b.shift_name),
    );
    for (const s of day.shifts) s.employees.sort((a, b) => a.employee_name.localeCompare(b.employee_name));
  }
  return { month, date_from: from, date_to: to, days: [...days.values()] };
}

/** GET /attendance/me/shift/calendar: the signed-in employee's own month (ESS "View Workshift Calendar"). */
export async function myCalendar(
  ctx: SignedInContext,
  monthParam: string | undefined,
): Promise<MyCalendarAnswer> {
  const { month, from, to } = await monthOf(ctx, monthParam);
  const me = ctx.user.employee.id;
  const plans = new Map((await shiftsForDays(ctx.tx, ctx.companyId, [me], from, to)).map((p) => [p.day, p]));
  const holidays = await repo.holidaysBetween(ctx.tx, ctx.companyId, from, to);
  const leave = leaveByDay(await repo.approvedLeave(ctx.tx, ctx.companyId, [me], from, to), from, to);
  return {
    month,
    date_from: from,
    date_to: to,
    days: calendarDatesBetween(from, to).map((date) => {
      const plan = plans.get(date);
      const s = plan?.shift ?? null;
      return {
        date,
        holiday: holidays.get(date) ?? null,
        work_shift_id: s?.workShiftId ?? null,
        shift_name: s?.name ?? null,
        shift_range: s ? shiftRange(s.startTime, s.endTime) : null,
        color: s?.color ?? null,
        source: plan?.source ?? null,
        scheduled: s?.scheduled ?? false,
        leave: leave.get(date)?.[0]?.leaveName ?? null,
      };
    }),
  };
}
