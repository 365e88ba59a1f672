import { describe, expect, it } from 'vitest';
import { attendanceSentences } from './day-status.ts';

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
      { key: 'dayPlan.dayOff' },
      { key: 'dayPlan.nextShift', params: { day: 'Monday', date: '30-11-2026', time: '08:00' } },
    ]);
  });
});
