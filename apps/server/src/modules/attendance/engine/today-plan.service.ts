import type { Tx } from '../../../platform/db/database.ts';
import { planOf } from './day-facts.service.ts';
import { approvedLeaveBetween, holidaysBetween, shiftPlans } from './day-inputs.repository.ts';
import { addDays, daysBetween } from './zoned-time.ts';

/**
 * How far ahead the next shift is looked for: past the longest leave a company grants by default
 * (maternity, 12 weeks) with room to spare. Beyond it the home says nothing about a next shift.
 */
export const NEXT_SHIFT_LOOKAHEAD_DAYS = 120;

export interface TodayPlan {
  /** The employee has a shift plan today and it gives no shift (the shift's weekday rule, a roster day off). */
  dayOff: boolean;
  /** Today's public holiday, if it is one. */
  holidayName: string | null;
  /** Approved leave covers today. */
  onLeave: boolean;
  /**
   * The next shift to be worked after today (not on a public holiday or approved leave), as the
   * company's local `yyyy-MM-ddTHH:mm`; null when none is planned within the look-ahead.
   */
  nextShiftStart: string | null;
}

/**
 * What today is for one employee and when their next shift starts, by the engine's own plan rule
 * (planOf: the roster wins over the dated assignment), so the home agrees with the day facts.
 */
export async function todayPlan(
  tx: Tx,
  companyId: number,
  employeeId: number,
  today: string,
): Promise<TodayPlan> {
  const last = addDays(today, NEXT_SHIFT_LOOKAHEAD_DAYS);
  const plans = await shiftPlans(tx, companyId, [employeeId], today, last);
  const holidays = await holidaysBetween(tx, companyId, today, last);
  const leave = await approvedLeaveBetween(tx, companyId, [employeeId], today, last);
  const roster = new Map(plans.roster.map((r) => [r.day, r]));
  const onLeaveOn = (d: string) => leave.some((l) => l.startDate <= d && l.endDate >= d);

  const plan = planOf(today, roster, plans.assignments);
  let nextShiftStart: string | null = null;
  for (const d of daysBetween(addDays(today, 1), last)) {
    const shift = planOf(d, roster, plans.assignments).shift;
    if (shift?.scheduled && !holidays.has(d) && !onLeaveOn(d)) {
      nextShiftStart = `${d}T${shift.startTime.slice(0, 5)}`;
      break;
    }
  }
  return {
    dayOff: plan.planned && !plan.shift?.scheduled,
    holidayName: holidays.get(today) ?? null,
    onLeave: onLeaveOn(today),
    nextShiftStart,
  };
}
