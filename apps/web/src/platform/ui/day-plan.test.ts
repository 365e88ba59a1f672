import { describe, expect, it } from 'vitest';
import { bundleProblems } from '../i18n/bundle-check.ts';
import { dayPlanSentences, dayPlanTexts, nextShiftParams } from './day-plan.ts';

const workDay = {
  day_off: false,
  public_holiday: null,
  on_leave: false,
  next_shift_start: '2026-11-30T08:00',
};

describe('dayPlanSentences', () => {
  it('says nothing on a work day', () => {
    expect(dayPlanSentences(workDay, 'en')).toBeNull();
  });

  it('says a day off is one, and when the next shift starts (dd-MM-yyyy, its weekday)', () => {
    expect(dayPlanSentences({ ...workDay, day_off: true }, 'en')).toEqual([
      { key: 'dayPlan.dayOff' },
      { key: 'dayPlan.nextShift', params: { day: 'Monday', date: '30-11-2026', time: '08:00' } },
    ]);
  });

  it('names the holiday before leave, leave before the day off; without a next shift, says only that', () => {
    const all = { day_off: true, on_leave: true, public_holiday: 'Eid', next_shift_start: null };
    expect(dayPlanSentences(all, 'en')).toEqual([{ key: 'dayPlan.publicHoliday', params: { name: 'Eid' } }]);
    expect(dayPlanSentences({ ...all, public_holiday: null }, 'en')).toEqual([{ key: 'dayPlan.onLeave' }]);
  });

  it('has French for every English text', () => {
    expect(bundleProblems(dayPlanTexts)).toEqual([]);
  });
});

describe('nextShiftParams', () => {
  it('names the weekday in the reader’s language, whatever the browser’s zone', () => {
    expect(nextShiftParams('2026-11-30T08:00', 'fr')).toEqual({
      day: 'lundi',
      date: '30-11-2026',
      time: '08:00',
    });
    expect(nextShiftParams('2026-12-05T21:30', 'en')?.day).toBe('Saturday');
  });

  it('gives nothing for text that is not a local date and time', () => {
    expect(nextShiftParams('soon', 'en')).toBeNull();
  });
});
