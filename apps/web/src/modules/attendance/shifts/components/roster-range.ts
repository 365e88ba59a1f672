import dayjs from 'dayjs';
import { DATE_VALUE_FORMAT, MAX_ROSTER_DAYS, isCalendarDate } from '@clockroom/contracts';

/**
 * The roster's dates from the URL: both valid and at most MAX_ROSTER_DAYS apart, else this week
 * (Monday to Sunday), so a hand-edited address never asks the server for something it refuses.
 */
export function rosterRange(from: unknown, to: unknown): { from: string; to: string } {
  if (typeof from === 'string' && typeof to === 'string' && isCalendarDate(from) && isCalendarDate(to)) {
    const days = dayjs(to).diff(dayjs(from), 'day') + 1;
    if (days >= 1 && days <= MAX_ROSTER_DAYS) return { from, to };
  }
  const today = dayjs();
  const monday = today.subtract((today.day() + 6) % 7, 'day');
  return { from: monday.format(DATE_VALUE_FORMAT), to: monday.add(6, 'day').format(DATE_VALUE_FORMAT) };
}
