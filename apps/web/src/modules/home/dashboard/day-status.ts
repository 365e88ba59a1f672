import type { HomeProfile } from '@clockroom/contracts';
import { dayPlanSentences, type StatusSentence } from '../../../platform/ui/day-plan.ts';
import { hasClockedIn, shortTime } from './carousel-paging.ts';

type AttendanceStatistics = HomeProfile['attendanceStatistics'];

/**
 * What the home says about today's attendance (spec 2: 'You clocked in by {time}', or 'You are yet
 * to clock in today' on a work day). On a day with nothing to clock in for (a public holiday,
 * approved leave, or a day the shift plan gives off) it says so instead, and when the next shift
 * starts, as the mobile-clock card does.
 */
export function attendanceSentences(stats: AttendanceStatistics, language: string): StatusSentence[] {
  if (hasClockedIn(stats.clockin))
    return [{ key: 'home.clockedIn', params: { time: shortTime(stats.clockin) } }];
  return dayPlanSentences(stats, language) ?? [{ key: 'home.notClockedIn' }];
}
