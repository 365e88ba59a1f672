import { describe, expect, it } from 'vitest';
import {
  clockPair,
  computeDay,
  punchesByDay,
  shiftInstance,
  type DayInputs,
  type Punch,
  type ShiftOfDay,
} from './day-facts.ts';

// Every expected value below is worked out by hand from the fixture beside it (ADR 25). Lagos is
// UTC+1 all year, so 08:00 in Lagos is 07:00Z. 2026-11-02 is a Monday.
const TZ = 'Africa/Lagos';
const MONDAY = '2026-11-02';
const at = (isoLocal: string) => Date.parse(`${isoLocal}+01:00`);
const punch = (isoLocal: string, status = 255): Punch => ({ at: at(isoLocal), status });

const dayShift: ShiftOfDay = {
  workShiftId: 1,
  name: 'Morning',
  startTime: '08:00:00',
  endTime: '17:00:00',
  graceMinutes: 15,
  breakMinutes: 60,
  scheduled: true,
};

function day(over: Partial<DayInputs> & { punches?: Punch[] }): ReturnType<typeof computeDay> {
  return computeDay({
    day: MONDAY,
    tz: TZ,
    now: at('2026-11-20T00:00:00'),
    shift: dayShift,
    planned: true,
    holidayName: null,
    leaveRequestId: null,
    exemption: null,
    punches: [],
    ignoreFunctionKey: true,
    ...over,
  });
}

describe('a normal day', () => {
  it('clocks in at 08:00 and out at 17:00: on time, 8 h worked after the 1 h break', () => {
    const f = day({ punches: [punch('2026-11-02T08:00:00'), punch('2026-11-02T17:00:00')] });
    expect(f).toMatchObject({
      isWorkDay: true,
      isLate: false,
      lateMinutes: 0,
      gainedMinutes: 0,
      workedMinutes: 480, // 9 h − 60 min break
      expectedMinutes: 480,
      isAbsent: false,
      isOffDay: false,
      punchCount: 2,
      shiftName: 'Morning',
      shiftRange: '08:00 - 17:00',
    });
    expect(f.clockIn).toBe(Date.parse('2026-11-02T07:00:00Z'));
    expect(f.clockOut).toBe(Date.parse('2026-11-02T16:00:00Z'));
    expect(f.expectedStart).toBe(Date.parse('2026-11-02T07:00:00Z'));
    expect(f.windowEnd).toBe(Date.parse('2026-11-02T20:00:00Z')); // 17:00 + 4 h, Lagos
  });
});

describe('lateness', () => {
  const clockInAt = (time: string) =>
    day({ punches: [punch(`2026-11-02T${time}`), punch('2026-11-02T17:00:00')] });

  it('is not late within the grace period, and loses nothing', () => {
    expect(clockInAt('08:10:00')).toMatchObject({ isLate: false, lateMinutes: 0, gainedMinutes: 0 });
    // Exactly start + grace is still on time: late means after it.
    expect(clockInAt('08:15:00')).toMatchObject({ isLate: false, lateMinutes: 0 });
  });

  it('is late beyond the grace period, and lost time counts from the start', () => {
    expect(clockInAt('08:20:00')).toMatchObject({ isLate: true, lateMinutes: 20, workedMinutes: 460 });
    // 30 s past the grace: late, and the lost time is 15 whole minutes.
    expect(clockInAt('08:15:30')).toMatchObject({ isLate: true, lateMinutes: 15 });
  });

  it('counts an early clock-in as gained time', () => {
    expect(clockInAt('07:45:00')).toMatchObject({ isLate: false, gainedMinutes: 15, workedMinutes: 495 });
  });
});

describe('punch problems', () => {
  it('a missing clock-out: the one punch is the clock-in, nothing worked', () => {
    const f = day({ punches: [punch('2026-11-02T08:05:00')] });
    expect(f.clockIn).toBe(at('2026-11-02T08:05:00'));
    expect(f).toMatchObject({ clockOut: null, workedMinutes: 0, isAbsent: false, isLate: false });
  });

  it('counts identical punches once; a near-duplicate changes nothing', () => {
    const f = day({
      punches: [
        punch('2026-11-02T08:00:00'),
        punch('2026-11-02T08:00:00'),
        punch('2026-11-02T08:01:00'),
        punch('2026-11-02T17:00:00'),
        punch('2026-11-02T17:00:00'),
      ],
    });
    expect(f).toMatchObject({ punchCount: 3, workedMinutes: 480, isLate: false });
    expect(f.clockIn).toBe(at('2026-11-02T08:00:00'));
    expect(f.clockOut).toBe(at('2026-11-02T17:00:00'));
  });
});

describe('an overnight shift', () => {
  const night: ShiftOfDay = {
    ...dayShift,
    name: 'Night',
    startTime: '22:00',
    endTime: '06:00',
    graceMinutes: 0,
    breakMinutes: 0,
  };

  it('belongs to the date it starts on, with the clock-out after midnight', () => {
    const mon = shiftInstance(MONDAY, night, TZ);
    const tue = shiftInstance('2026-11-03', night, TZ);
    const punches = [punch('2026-11-02T21:55:00'), punch('2026-11-03T06:10:00')];
    const byDay = punchesByDay(punches, [mon, tue], TZ);
    expect([...byDay.keys()]).toEqual([MONDAY]);
    const f = day({ shift: night, punches: byDay.get(MONDAY) });
    expect(f).toMatchObject({
      shiftRange: '22:00 - 06:00',
      gainedMinutes: 5,
      workedMinutes: 495, // 21:55 → 06:10 is 8 h 15 min
      expectedMinutes: 480,
      isLate: false,
    });
    expect(f.expectedEnd).toBe(Date.parse('2026-11-03T05:00:00Z'));
  });
});

describe('days that are not work days', () => {
  it('a public holiday: not a work day, not absent without punches', () => {
    const f = day({ holidayName: 'Independence Day' });
    expect(f).toMatchObject({
      isWorkDay: false,
      isAbsent: false,
      holidayName: 'Independence Day',
      isOffDay: false,
    });
  });

  it('approved leave: not a work day, not absent', () => {
    expect(day({ leaveRequestId: 7 })).toMatchObject({
      isWorkDay: false,
      isAbsent: false,
      leaveRequestId: 7,
    });
  });

  it('an approved exemption: not absent, not late, and its reason is kept for "View reason"', () => {
    const f = day({
      exemption: { id: 3, reason: 'Site visit in Ibadan' },
      punches: [punch('2026-11-02T11:00:00'), punch('2026-11-02T17:00:00')],
    });
    expect(f).toMatchObject({
      isWorkDay: false,
      isAbsent: false,
      isLate: false,
      lateMinutes: 0,
      exemptionId: 3,
      exemptionReason: 'Site visit in Ibadan',
      workedMinutes: 300,
    });
  });

  it('a work day without punches is absent once its window has closed, not before', () => {
    expect(day({})).toMatchObject({ isWorkDay: true, isAbsent: true, punchCount: 0 });
    expect(day({ now: at('2026-11-02T20:59:00') })).toMatchObject({ isAbsent: false });
    expect(day({ now: at('2026-11-02T21:00:00') })).toMatchObject({ isAbsent: true });
  });

  it('a day whose weekday is not a work day of the shift is an off day', () => {
    const f = day({ day: '2026-11-07', shift: { ...dayShift, scheduled: false } });
    expect(f).toMatchObject({
      isOffDay: true,
      isWorkDay: false,
      isAbsent: false,
      isWeekend: true,
      shiftName: 'Morning',
      shiftRange: null,
    });
  });

  it('work on an off day has no break: 09:00–12:00 on Saturday is 3 h worked, not 2 h', () => {
    const saturday = [punch('2026-11-07T09:00:00'), punch('2026-11-07T12:00:00')];
    // The shift's weekday rule gives Saturday off; its 60 min break is not taken.
    const off = day({ day: '2026-11-07', shift: { ...dayShift, scheduled: false }, punches: saturday });
    expect(off).toMatchObject({ isOffDay: true, workedMinutes: 180, expectedMinutes: 0, isLate: false });
    // A roster day off, and a day with no shift plan at all: the same 180 minutes.
    expect(day({ day: '2026-11-07', shift: null, punches: saturday })).toMatchObject({ workedMinutes: 180 });
    expect(day({ day: '2026-11-07', shift: null, planned: false, punches: saturday })).toMatchObject({
      isOffDay: false,
      workedMinutes: 180,
    });
  });

  it('a roster day off is an off day; an employee with no shift plan has neither', () => {
    expect(day({ shift: null, planned: true })).toMatchObject({ isOffDay: true, isWorkDay: false });
    expect(day({ shift: null, planned: false })).toMatchObject({
      isOffDay: false,
      isWorkDay: false,
      isAbsent: false,
    });
  });
});

describe('function keys (device Status)', () => {
  it('status 255 with IGNORE_FUNCTION_KEY off falls back to the order rule', () => {
    const f = day({
      ignoreFunctionKey: false,
      punches: [punch('2026-11-02T08:05:00', 255), punch('2026-11-02T17:10:00', 255)],
    });
    expect(f.clockIn).toBe(at('2026-11-02T08:05:00'));
    expect(f.clockOut).toBe(at('2026-11-02T17:10:00'));
    expect(f.workedMinutes).toBe(485);
  });

  it('an accidental check-out in the morning: off, the Status is obeyed; on, the order wins', () => {
    const punches = [punch('2026-11-02T07:55:00', 1), punch('2026-11-02T17:05:00', 1)];
    expect(clockPair(punches, false)).toEqual({ clockIn: null, clockOut: at('2026-11-02T17:05:00') });
    expect(clockPair(punches, true)).toEqual({
      clockIn: at('2026-11-02T07:55:00'),
      clockOut: at('2026-11-02T17:05:00'),
    });
  });

  it('off: check-in and check-out keys are used, breaks are neither', () => {
    const punches = [
      punch('2026-11-02T07:50:00', 0),
      punch('2026-11-02T12:00:00', 2),
      punch('2026-11-02T13:00:00', 3),
      punch('2026-11-02T17:02:00', 1),
    ];
    expect(clockPair(punches, false)).toEqual({
      clockIn: at('2026-11-02T07:50:00'),
      clockOut: at('2026-11-02T17:02:00'),
    });
  });
});

describe('which day a punch belongs to', () => {
  it('takes the window from 4 h before the start to 4 h after the end', () => {
    const mon = shiftInstance(MONDAY, dayShift, TZ);
    const byDay = punchesByDay(
      [
        punch('2026-11-02T04:00:00'),
        punch('2026-11-02T21:00:00'),
        punch('2026-11-02T03:59:00'),
        punch('2026-11-02T21:01:00'),
      ],
      [mon],
      TZ,
    );
    // 03:59 and 21:01 fall outside the only window of a date that has one: stray, left out.
    expect(byDay.get(MONDAY)?.map((p) => p.at)).toEqual([
      at('2026-11-02T04:00:00'),
      at('2026-11-02T21:00:00'),
    ]);
  });

  it('gives a punch on a date without a shift to that date (work on an off day)', () => {
    const byDay = punchesByDay([punch('2026-11-07T10:00:00')], [shiftInstance(MONDAY, dayShift, TZ)], TZ);
    expect([...byDay.keys()]).toEqual(['2026-11-07']);
  });
});
