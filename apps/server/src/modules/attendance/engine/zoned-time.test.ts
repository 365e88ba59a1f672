import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isoWeekday, localClock, localDay, zonedInstant } from './zoned-time.ts';

describe('zoned time', () => {
  it('reads Lagos wall-clock times as UTC+1', () => {
    expect(zonedInstant('2026-11-02', '08:00', 'Africa/Lagos')).toBe(Date.parse('2026-11-02T07:00:00Z'));
    expect(localDay(Date.parse('2026-11-02T23:30:00Z'), 'Africa/Lagos')).toBe('2026-11-03');
    expect(localClock(Date.parse('2026-11-02T23:30:00Z'), 'Africa/Lagos')).toBe('00:30');
  });

  it('follows a summer-time change (London, 29 March 2026)', () => {
    expect(zonedInstant('2026-03-28', '08:00', 'Europe/London')).toBe(Date.parse('2026-03-28T08:00:00Z'));
    expect(zonedInstant('2026-03-29', '08:00', 'Europe/London')).toBe(Date.parse('2026-03-29T07:00:00Z'));
    expect(localClock(Date.parse('2026-03-29T07:00:00Z'), 'Europe/London')).toBe('08:00');
  });

  it('counts dates and weekdays across months and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(isoWeekday('2026-11-02')).toBe(1);
    expect(isoWeekday('2026-11-08')).toBe(7);
    expect(daysBetween('2026-11-29', '2026-12-02')).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ]);
  });
});
