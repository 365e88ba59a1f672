import { describe, expect, it } from 'vitest';
import type { MobileClockToday } from '@clockroom/contracts';
import { i18n } from '../../../../platform/i18n/i18n.ts';
import { dayPlanTexts } from '../../../../platform/ui/day-plan.ts';
import { mobileClockTexts } from '../i18n.ts';
import { clockStatusSentences } from './clock-status.ts';

const workDay: MobileClockToday = {
  enabled: true,
  date: '2026-11-28',
  clocked_in_at: null,
  clock_in_time: null,
  clocked_out_at: null,
  clock_out_time: null,
  next_clock_type: 'clock_in',
  last: null,
  day_off: false,
  public_holiday: null,
  on_leave: false,
  next_shift_start: '2026-11-30T08:00',
};

/** The line as the card shows it, in a language. */
const line = (today: MobileClockToday, language: 'en' | 'fr') => {
  const t = i18n.getFixedT(language);
  return clockStatusSentences(today, language)
    .map((s) => t(s.key, s.params))
    .join(' ');
};

describe('the mobile-clock card’s line about today', () => {
  it('is the spec’s “yet to clock in” only on a work day', () => {
    expect(line(workDay, 'en')).toBe(mobileClockTexts.en['mobileClock.card.notYet']);
  });

  it('says a day off is one and when the next shift starts, in the home banner’s words', () => {
    const dayOff = { ...workDay, day_off: true };
    expect(line(dayOff, 'en')).toBe(
      'Today is a day off. Your next shift starts on Monday 30-11-2026 at 08:00.',
    );
    expect(line(dayOff, 'fr')).toBe(
      `${dayPlanTexts.fr['dayPlan.dayOff']} Votre prochain poste commence le lundi 30-11-2026 à 08:00.`,
    );
  });

  it('names a public holiday and leave as the banner does', () => {
    expect(line({ ...workDay, public_holiday: 'Eid', next_shift_start: null }, 'en')).toBe(
      'Today is a public holiday (Eid).',
    );
    expect(line({ ...workDay, on_leave: true, next_shift_start: null }, 'fr')).toBe(
      'Vous êtes en congé aujourd’hui.',
    );
  });

  it('tells the clocks of the day first, whatever the day is', () => {
    const clocked = { ...workDay, day_off: true, clock_in_time: '09:02' };
    expect(line(clocked, 'en')).toBe('You clocked in by 09:02');
    expect(line({ ...clocked, clock_out_time: '12:10' }, 'en')).toBe('You clocked out by 12:10');
  });
});
