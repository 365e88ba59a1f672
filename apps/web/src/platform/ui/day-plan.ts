import { formatDate, type DayPlan } from '@clockroom/contracts';
import { translations } from '../i18n/register.ts';

/**
 * What today is by the employee's shift plan, in words: the ESS home's welcome card and the
 * mobile-clock card both say it instead of "You are yet to clock in today" on a day with nothing to
 * clock in for, so they say it alike.
 */
export const dayPlanTexts = translations(
  {
    'dayPlan.dayOff': 'Today is a day off.',
    'dayPlan.publicHoliday': 'Today is a public holiday ({{name}}).',
    'dayPlan.onLeave': 'You are on leave today.',
    'dayPlan.nextShift': 'Your next shift starts on {{day}} {{date}} at {{time}}.',
  },
  {
    'dayPlan.dayOff': 'Aujourd’hui est un jour de repos.',
    'dayPlan.publicHoliday': 'Aujourd’hui est un jour férié ({{name}}).',
    'dayPlan.onLeave': 'Vous êtes en congé aujourd’hui.',
    'dayPlan.nextShift': 'Votre prochain poste commence le {{day}} {{date}} à {{time}}.',
  },
);

/** One sentence of a status line: a translation key and its values. */
export interface StatusSentence {
  key: string;
  params?: Record<string, string>;
}

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
 * On a day with nothing to clock in for (a public holiday, approved leave, or a day the shift plan
 * gives off, in that order) what to say, then when the next shift starts; null on a work day.
 */
export function dayPlanSentences(plan: DayPlan, language: string): StatusSentence[] | null {
  const today: StatusSentence | null = plan.public_holiday
    ? { key: 'dayPlan.publicHoliday', params: { name: plan.public_holiday } }
    : plan.on_leave
      ? { key: 'dayPlan.onLeave' }
      : plan.day_off
        ? { key: 'dayPlan.dayOff' }
        : null;
  if (!today) return null;
  const next = plan.next_shift_start ? nextShiftParams(plan.next_shift_start, language) : null;
  return next ? [today, { key: 'dayPlan.nextShift', params: next }] : [today];
}
