import { describe, expect, it } from 'vitest';
import { entitlement, leaveYearOf, readStatus, weekendDays, workingDays } from './leave-days.ts';

describe('working days (ADR 23)', () => {
  const satSun = ['Saturday', 'Sunday'];

  it('counts Monday to Friday and skips the type’s weekend days', () => {
    // 2026-12-07 is a Monday; the 13th a Sunday.
    expect(workingDays('2026-12-07', '2026-12-13', satSun, [])).toHaveLength(5);
    expect(workingDays('2026-12-07', '2026-12-13', ['Sunday'], [])).toHaveLength(6);
    expect(workingDays('2026-12-07', '2026-12-13', [], [])).toHaveLength(7);
  });

  it('reads the single server value Weekend as Saturday and Sunday', () => {
    expect([...weekendDays(['Weekend'])].sort()).toEqual(['Saturday', 'Sunday']);
    expect(workingDays('2026-12-07', '2026-12-13', ['Weekend'], [])).toHaveLength(5);
  });

  it('skips a public holiday, and a recurring one every year', () => {
    const days = workingDays('2026-12-21', '2026-12-25', satSun, [{ date: '2026-12-23', recurring: false }]);
    expect(days).toEqual(['2026-12-21', '2026-12-22', '2026-12-24', '2026-12-25']);
    const christmas = [{ date: '2019-12-25', recurring: true }];
    expect(workingDays('2026-12-21', '2026-12-25', satSun, christmas)).not.toContain('2026-12-25');
    expect(
      workingDays('2026-12-21', '2026-12-25', satSun, [{ date: '2019-12-25', recurring: false }]),
    ).toContain('2026-12-25');
  });

  it('counts a one-day request and none for a weekend-only range', () => {
    expect(workingDays('2026-12-07', '2026-12-07', satSun, [])).toEqual(['2026-12-07']);
    expect(workingDays('2026-12-12', '2026-12-13', satSun, [])).toEqual([]);
  });

  it('crosses a daylight-saving or month boundary without losing a day', () => {
    expect(workingDays('2026-03-27', '2026-04-03', [], [])).toHaveLength(8);
    expect(workingDays('2028-02-28', '2028-03-01', [], [])).toEqual([
      '2028-02-28',
      '2028-02-29',
      '2028-03-01',
    ]);
  });
});

describe('entitlement (ADR 23)', () => {
  it('gives the whole entitlement to anyone appointed before the year, or without a date', () => {
    expect(entitlement(20, '2020-05-01', 2026)).toBe(20);
    expect(entitlement(20, null, 2026)).toBe(20);
    expect(entitlement(20, '2026-01-01', 2026)).toBe(20);
  });

  it('pro-rates a joiner by the part of the year left, to the nearest whole day', () => {
    // 2026-07-02 to 2026-12-31 is 183 of 365 days: 20 × 183 / 365 = 10.03 → 10.
    expect(entitlement(20, '2026-07-02', 2026)).toBe(10);
    // 2026-10-01: 92 days → 5.04 → 5; 2026-12-31: 1 day → 0.05 → 0.
    expect(entitlement(20, '2026-10-01', 2026)).toBe(5);
    expect(entitlement(20, '2026-12-31', 2026)).toBe(0);
    // Halves round up: 183 days × 3 of 2028's 366 = 1.5 → 2.
    expect(entitlement(183, '2028-12-29', 2028)).toBe(2);
  });

  it('gives nothing for a year before the appointment', () => {
    expect(entitlement(20, '2027-02-01', 2026)).toBe(0);
  });

  it('uses 366 days in a leap year', () => {
    // 2028-07-01 to 12-31 is 184 of 366 days: 366 × 184/366 = 184.
    expect(entitlement(366, '2028-07-01', 2028)).toBe(184);
  });

  it('places a date in its calendar leave year', () => {
    expect(leaveYearOf('2026-12-31')).toBe(2026);
  });
});

describe('read status (spec 2 §4, ADR 23)', () => {
  it('shows an approved request as scheduled before its start and taken from it', () => {
    expect(readStatus('approved', '2026-12-01', '2026-11-25')).toBe('scheduled');
    expect(readStatus('approved', '2026-11-25', '2026-11-25')).toBe('taken');
    expect(readStatus('approved', '2026-11-01', '2026-11-25')).toBe('taken');
  });

  it('leaves the other statuses as stored', () => {
    for (const s of ['pending', 'rejected', 'cancelled'] as const)
      expect(readStatus(s, '2026-12-01', '2026-11-25')).toBe(s);
  });
});
