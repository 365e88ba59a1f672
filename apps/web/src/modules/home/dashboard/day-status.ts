import { formatDate, type HomeProfile } from '@clockroom/contracts';
import { hasClockedIn, shortTime } from './carousel-paging.ts';

/** One sentence of the welcome card's attendance line: a translation key and its values. */
export interface StatusSentence {
  key: string;
  params?: Record<string, string>;
}

type AttendanceStatistics = HomeProfile['attendanceStatistics'];

/** 'yyyy-MM-ddTHH:mm' (the company's local time) → its weekday in the language, date and time. */
export function nextShiftParams(start: string, language: string): Record<string, string> | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2})/.exec(start);
  if (!m) return null;
  // The date is a calendar date, not an instant: its weekday is read at noon UTC, whatever the browser's zone.
  const noon = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 12);
  const day = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(noon);
  return { day, date: formatDate(start.slice(0, 10)), time: m[4] ?? '' };
}

/**
 * What the home says about today's attendance (spec 2: 'You clocked in by {time}', or 'You are yet
 * to clock in today' on a work day). On a day with nothing to clock in for (a public holiday,
 * approved leave, or a day the shift plan gives off) it says so instead, and when the next shift
 * starts.
 */
export function attendanceSentences(stats: AttendanceStatistics, language: string): StatusSentence[] {
  if (hasClockedIn(stats.clockin))
    return [{ key: 'home.clockedIn', params: { time: shortTime(stats.clockin) } }];
  const today: StatusSentence | null = stats.public_holiday
    ? { key: 'home.today.publicHoliday', params: { name: stats.public_holiday } }
    : stats.on_leave
      ? { key: 'home.today.onLeave' }
      : stats.day_off
        ? { key: 'home.today.dayOff' }
        : null;
  if (!today) return [{ key: 'home.notClockedIn' }];
  const next = stats.next_shift_start ? nextShiftParams(stats.next_shift_start, language) : null;
  return next ? [today, { key: 'home.today.nextShift', params: next }] : [today];
}
