import { describe, expect, it } from 'vitest';
import {
  calendarDatesBetween,
  calendarDayCount,
  calendarMonthRange,
  expectedWorkMinutes,
  isClockTime,
  isOvernight,
  isShiftWorkDay,
  isoWeekdayOf,
  shiftLengthMinutes,
  shiftRange,
} from './shift-times.ts';
import { rosterInputSchema } from './roster.ts';
import { shiftAssignInputSchema, workShiftInputSchema } from './shifts.ts';
import { SHIFT_MESSAGES as M } from './shifts-messages.ts';

describe('shift times (ADR 27)', () => {
  it('reads HH:mm and HH:mm:ss only', () => {
    expect(isClockTime('08:00')).toBe(true);
    expect(isClockTime('23:59:59')).toBe(true);
    expect(isClockTime('24:00')).toBe(false);
    expect(isClockTime('8:00')).toBe(false);
    expect(isClockTime('08:60')).toBe(false);
  });

  it('a day shift is not overnight; one ending at or before its start is', () => {
    expect(isOvernight('08:00', '17:00')).toBe(false);
    expect(isOvernight('22:00', '06:00')).toBe(true);
    expect(isOvernight('00:00', '00:00')).toBe(true);
  });

  it('measures length across midnight and takes the break off', () => {
    expect(shiftLengthMinutes('08:00', '17:00')).toBe(540);
    expect(shiftLengthMinutes('22:00:00', '06:00:00')).toBe(480);
    expect(expectedWorkMinutes('08:00', '17:00', 60)).toBe(480);
    expect(expectedWorkMinutes('08:00', '08:30', 60)).toBe(0);
    expect(shiftRange('08:00:00', '17:00:00')).toBe('08:00 - 17:00');
  });

  it('knows ISO weekdays and work days', () => {
    expect(isoWeekdayOf('2026-03-02')).toBe(1); // a Monday
    expect(isoWeekdayOf('2026-03-08')).toBe(7); // a Sunday
    expect(isShiftWorkDay('2026-03-07', [1, 2, 3, 4, 5])).toBe(false);
    expect(isShiftWorkDay('2026-03-06', [1, 2, 3, 4, 5])).toBe(true);
  });

  it('walks date ranges and months, leap years included', () => {
    expect(calendarDatesBetween('2024-02-27', '2024-03-01')).toEqual([
      '2024-02-27',
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
    ]);
    expect(calendarDayCount('2026-01-01', '2026-01-01')).toBe(1);
    expect(calendarDayCount('2026-01-02', '2026-01-01')).toBe(0);
    expect(calendarMonthRange('2026-02')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(calendarMonthRange('2024-02').to).toBe('2024-02-29');
  });
});

describe('shift payloads', () => {
  const shift = { name: 'Morning', start_time: '08:00', end_time: '17:00', work_days: [5, 1, 1] };
  it('defaults and normalises a shift', () => {
    const v = workShiftInputSchema.parse(shift);
    expect(v).toMatchObject({ grace_minutes: 0, break_minutes: 0, status: 'active', work_days: [1, 5] });
  });
  it('refuses equal times, bad minutes and no work days', () => {
    const r = workShiftInputSchema.safeParse({
      ...shift,
      end_time: '08:00',
      grace_minutes: 1e20,
      work_days: [],
    });
    const messages = r.error?.issues.map((i) => i.message);
    expect(messages).toEqual(expect.arrayContaining([M.sameTimes, M.graceInvalid, M.workDaysRequired]));
  });
  it('asks to select or deselect employees when the assignment is empty (spec 3 §5)', () => {
    const r = shiftAssignInputSchema.safeParse({ work_shift_id: 1, category_type: 'employee' });
    expect(r.error?.issues[0]?.message).toBe(M.selectionRequired);
  });
  it('needs a shift to roster a shift, not to give a day off', () => {
    const base = { date_from: '2026-03-01', date_to: '2026-03-07', employee_ids: [1] };
    expect(rosterInputSchema.safeParse(base).error?.issues[0]?.message).toBe(M.shiftRequired);
    expect(rosterInputSchema.safeParse({ ...base, action: 'off' }).success).toBe(true);
    const long = rosterInputSchema.safeParse({ ...base, action: 'off', date_to: '2026-12-31' });
    expect(long.error?.issues[0]?.message).toBe(M.dateRangeTooLong);
  });
});
