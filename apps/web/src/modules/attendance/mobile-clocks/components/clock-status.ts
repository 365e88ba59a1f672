import type { MobileClockToday } from '@clockroom/contracts';
import { dayPlanSentences, type StatusSentence } from '../../../../platform/ui/day-plan.ts';

/**
 * The clock card's line about today: the last clock-out or the first clock-in when there is one;
 * otherwise, on a day with nothing to clock in for (a day off, a public holiday, leave), what the
 * home's welcome card says, with the next shift; "You are yet to clock in today" only on a work day.
 */
export function clockStatusSentences(today: MobileClockToday, language: string): StatusSentence[] {
  if (today.clock_out_time)
    return [{ key: 'mobileClock.card.clockedOut', params: { time: today.clock_out_time } }];
  if (today.clock_in_time)
    return [{ key: 'mobileClock.card.clockedIn', params: { time: today.clock_in_time } }];
  return dayPlanSentences(today, language) ?? [{ key: 'mobileClock.card.notYet' }];
}
