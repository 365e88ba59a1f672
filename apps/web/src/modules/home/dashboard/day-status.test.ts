import { describe, expect, it } from 'vitest';
import { attendanceSentences, nextShiftParams } from './day-status.ts';

const workDay = {
  clockin: '00:00:00',
  day_off: false,
  public_holiday: null,
  on_leave: false,
  next_shift_start: '2026-11-30T08:00',
};

describe('attendanceSentences (the welcome card on days with and without a shift)', () => {
  it('keeps the spec texts on a work day', () => {
    expect(attendanceSentences(workDay, 'en')).toEqual([{ key: 'home.notClockedIn' }]);
    expect(attendanceSentences({ ...workDay, clockin: '07:58:12', day_off: true }, 'en')).toEqual([
      { key: 'home.clockedIn', params: { time: '07:58' } },
    ]);
  });

  it('says a day off is one, and when the next shift starts (dd-MM-yyyy, its weekday)', () => {
    expect(attendanceSentences({ ...workDay, day_off: true }, 'en')).toEqual([
      { key: 'home.today.dayOff' },
      { key: 'home.today.nextShift', params: { day: 'Monday', date: '30-11-2026', time: '08:00' } },
    ]);
  });

  it('names the holiday before leave, leave before the day off; without a next shift, says only that', () => {
    const all = { ...workDay, day_off: true, on_leave: true, public_holiday: 'Eid', next_shift_start: null };
    expect(attendanceSentences(all, 'en')).toEqual([
      { key: 'home.today.publicHoliday', params: { name: 'Eid' } },
    ]);
    expect(attendanceSentences({ ...all, public_holiday: null }, 'en')).toEqual([
      { key: 'home.today.onLeave' },
    ]);
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
