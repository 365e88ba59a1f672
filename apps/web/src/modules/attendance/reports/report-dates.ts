import dayjs, { type Dayjs } from 'dayjs';
import { ATTENDANCE_REPORT_MAX_DAYS, ATTENDANCE_REPORT_MESSAGES as M } from '@clockroom/contracts';

export type DayRange = [Dayjs | null, Dayjs | null] | null | undefined;

/** Future dates cannot be picked (spec 3 §2): the calendar greys them. */
export const afterToday = (d: Dayjs) => d.isAfter(dayjs(), 'day');

const monday = (d: Dayjs) => d.subtract((d.day() + 6) % 7, 'day').startOf('day');

/** Quick ranges for the picker, each ending today at the latest. */
export function rangePresets(): { key: string; value: [Dayjs, Dayjs] }[] {
  const today = dayjs().startOf('day');
  const thisMonday = monday(today);
  const lastMonthEnd = today.startOf('month').subtract(1, 'day');
  return [
    { key: 'thisWeek', value: [thisMonday, today] },
    { key: 'lastWeek', value: [thisMonday.subtract(7, 'day'), thisMonday.subtract(1, 'day')] },
    { key: 'thisMonth', value: [today.startOf('month'), today] },
    { key: 'lastMonth', value: [lastMonthEnd.startOf('month'), lastMonthEnd] },
  ];
}

/**
 * What is wrong with a range, in the spec's words (§5): none picked 'Kindly select date range'; half
 * a range or a day after today 'Please pick a date range'; longer than the server takes, its limit.
 */
export function rangeProblem(range: DayRange): string | null {
  const [from, to] = range ?? [null, null];
  if (!from && !to) return M.selectDateRange;
  if (!from || !to || afterToday(from) || afterToday(to)) return M.pickDateRange;
  if (from.isAfter(to, 'day')) return M.rangeOrder;
  if (to.diff(from, 'day') >= ATTENDANCE_REPORT_MAX_DAYS) return M.rangeTooLong;
  return null;
}
