import { describe, expect, it } from 'vitest';
import { computeOvertime, overtimeSpan, type OvertimeDay, type OvertimeRule } from './overtime-rules.ts';
import { hundredths, normalDailySeconds, overtimePay, type PayBasis } from './overtime-pay.ts';

// Hand-computed days in Lagos (UTC+1). March 2026: Tuesday the 10th is a work day, Saturday the
// 14th an off day. The shift is 08:00–17:00 with a 60-minute break: 8 expected hours.
const TZ = 'Africa/Lagos';
const at = (local: string) => Date.parse(`${local}:00+01:00`);
const TUESDAY = '2026-03-10';
const SATURDAY = '2026-03-14';

/** The worked example: buffer 30, least 15, round up 30, premium 50 %. */
const RULE: OvertimeRule = {
  useWorkShift: true,
  overtimeStart: 30,
  overtimeEnd: 15,
  overtimeRoundUp: 30,
  workType: null,
  workSeconds: null,
  workDayIds: [],
  applyOnWorkDay: true,
  applyOnNonWorkDay: true,
  publicHoliday: false,
  paymentType: 'premium_pay',
  amount: '50.00',
};
/** ₦220,000 a month, 22 days in March, an 8-hour shift: ₦1,250 an hour. */
const BASIS: PayBasis = { monthlyBaseKobo: 22_000_000, monthDays: 22, shiftMinutes: 480 };

const workDay = (clockOut: string | null, over: Partial<OvertimeDay> = {}): OvertimeDay => ({
  day: TUESDAY,
  tz: TZ,
  clockIn: at(`${TUESDAY}T08:00`),
  clockOut: clockOut === null ? null : at(`${TUESDAY}T${clockOut}`),
  shiftEnd: at(`${TUESDAY}T17:00`),
  holidayName: null,
  onLeave: false,
  exempted: false,
  ...over,
});
const offDay = (from: string, to: string): OvertimeDay => ({
  ...workDay(null),
  day: SATURDAY,
  clockIn: at(`${SATURDAY}T${from}`),
  clockOut: at(`${SATURDAY}T${to}`),
  shiftEnd: null,
});
const minutesOf = (rule: OvertimeRule, day: OvertimeDay) => overtimeSpan(rule, day)?.minutes ?? null;

describe('the worked example of issue 18 §3', () => {
  it('clock-out 18:40: 70 minutes after 17:30, rounded to 90 (1.50 h), ₦1,250 an hour, ₦2,812.50', () => {
    expect(computeOvertime(RULE, workDay('18:40'), BASIS)).toEqual({
      startAt: at(`${TUESDAY}T17:30`),
      endAt: at(`${TUESDAY}T18:40`),
      minutes: 90,
      hourlyRateKobo: 125_000,
      amountKobo: 281_250,
    });
  });

  it('clock-out 17:40: 10 minutes, below the least overtime, dropped', () => {
    expect(computeOvertime(RULE, workDay('17:40'), BASIS)).toBeNull();
  });

  it('a Saturday off day 09:00–13:10: 250 minutes, rounded to 270 (4.50 h), ₦8,437.50', () => {
    expect(computeOvertime(RULE, offDay('09:00', '13:10'), BASIS)).toEqual({
      startAt: at(`${SATURDAY}T09:00`),
      endAt: at(`${SATURDAY}T13:10`),
      minutes: 270,
      hourlyRateKobo: 125_000,
      amountKobo: 843_750,
    });
  });
});

describe('the minutes', () => {
  const plain = { ...RULE, overtimeStart: 0, overtimeEnd: 0, overtimeRoundUp: 0 };

  it('starts overtime_start minutes after the shift ends (the buffer is not overtime)', () => {
    expect(minutesOf(plain, workDay('18:00'))).toBe(60);
    expect(minutesOf({ ...plain, overtimeStart: 30 }, workDay('18:00'))).toBe(30);
    expect(overtimeSpan({ ...plain, overtimeStart: 30 }, workDay('18:00'))?.startAt).toBe(
      at(`${TUESDAY}T17:30`),
    );
    expect(minutesOf({ ...plain, overtimeStart: 60 }, workDay('18:00'))).toBeNull();
  });

  it('does not count early arrival', () => {
    expect(minutesOf(plain, workDay('17:30', { clockIn: at(`${TUESDAY}T06:00`) }))).toBe(30);
  });

  it('drops a day shorter than the least overtime, keeps one exactly at it', () => {
    const least = { ...plain, overtimeEnd: 15 };
    expect(minutesOf(least, workDay('17:14'))).toBeNull();
    expect(minutesOf(least, workDay('17:15'))).toBe(15);
    expect(minutesOf(plain, workDay('17:01'))).toBe(1);
    expect(minutesOf(plain, workDay('17:00'))).toBeNull();
  });

  it('rounds up to the next multiple of overtime_round_up, after the least overtime', () => {
    expect(minutesOf({ ...plain, overtimeRoundUp: 30 }, workDay('17:31'))).toBe(60);
    expect(minutesOf({ ...plain, overtimeRoundUp: 30 }, workDay('18:00'))).toBe(60);
    expect(minutesOf({ ...plain, overtimeRoundUp: 15 }, workDay('17:01'))).toBe(15);
    expect(minutesOf(plain, workDay('17:31'))).toBe(31);
    expect(minutesOf({ ...plain, overtimeEnd: 20, overtimeRoundUp: 30 }, workDay('17:19'))).toBeNull();
  });

  it('counts whole minutes: seconds are dropped', () => {
    const day = workDay('17:00', { clockOut: at(`${TUESDAY}T17:10`) + 59_000 });
    expect(minutesOf(plain, day)).toBe(10);
  });

  it('a public holiday that is also a work day: with the switch, every minute from clock-in; without, the work-day rule', () => {
    const holiday = workDay('18:10', { holidayName: 'Eid' });
    expect(minutesOf({ ...RULE, publicHoliday: true }, holiday)).toBe(630); // 610 → 630
    expect(overtimeSpan({ ...RULE, publicHoliday: true }, holiday)?.startAt).toBe(at(`${TUESDAY}T08:00`));
    expect(minutesOf(RULE, holiday)).toBe(60); // 17:30 → 18:10 is 40 → 60
    expect(minutesOf({ ...RULE, publicHoliday: true, applyOnWorkDay: false }, holiday)).toBe(630);
  });

  it('a non-work day counts from the first clock-in only with its switch; a work day only with its own', () => {
    expect(minutesOf({ ...RULE, applyOnNonWorkDay: false }, offDay('09:00', '13:10'))).toBeNull();
    expect(minutesOf({ ...plain, applyOnNonWorkDay: true }, offDay('09:00', '13:10'))).toBe(250);
    expect(minutesOf({ ...RULE, applyOnWorkDay: false }, workDay('18:40'))).toBeNull();
  });

  it('an overnight shift ends the next morning: 22:00–06:00, out at 07:20, 80 minutes', () => {
    const night = workDay(null, {
      clockIn: at(`${TUESDAY}T21:50`),
      clockOut: at('2026-03-11T07:20'),
      shiftEnd: at('2026-03-11T06:00'),
    });
    expect(overtimeSpan(plain, night)).toEqual({
      startAt: at('2026-03-11T06:00'),
      endAt: at('2026-03-11T07:20'),
      minutes: 80,
    });
  });

  it('no overtime without a clock-out, on approved leave or on an approved exemption', () => {
    expect(computeOvertime(RULE, workDay(null), BASIS)).toBeNull();
    expect(computeOvertime(RULE, workDay('20:00', { clockIn: null }), BASIS)).toBeNull();
    expect(computeOvertime(RULE, workDay('20:00', { onLeave: true }), BASIS)).toBeNull();
    expect(computeOvertime(RULE, workDay('20:00', { exempted: true }), BASIS)).toBeNull();
    const holidayRule = { ...RULE, publicHoliday: true };
    expect(
      computeOvertime(holidayRule, workDay('20:00', { holidayName: 'Eid', onLeave: true }), BASIS),
    ).toBeNull();
  });
});

describe('a rule without the shift', () => {
  const own = {
    ...RULE,
    useWorkShift: false,
    overtimeStart: 0,
    overtimeEnd: 0,
    overtimeRoundUp: 0,
    workDayIds: [1, 2, 3, 4, 5],
    applyOnNonWorkDay: false,
  };

  it('duration: work_time counts from the first clock-in; the normal day is work_time', () => {
    const rule = { ...own, workType: 'duration' as const, workSeconds: 9 * 3600 };
    // In 08:00, 9 hours → 17:00; out 18:00: 60 minutes. ₦220,000 ÷ (22 × 9) = ₦1,111.11; × 1.5 × 1 h = ₦1,666.67.
    expect(computeOvertime(rule, workDay('18:00'), BASIS)).toMatchObject({
      startAt: at(`${TUESDAY}T17:00`),
      minutes: 60,
      hourlyRateKobo: 111_111,
      amountKobo: 166_667,
    });
    expect(minutesOf(rule, workDay('18:00', { clockIn: at(`${TUESDAY}T08:15`) }))).toBe(45);
  });

  it('clock: work_time is the local time normal work ends; the normal day is 8 hours', () => {
    const rule = { ...own, workType: 'clock' as const, workSeconds: 16 * 3600 + 30 * 60 };
    // Normal work ends 16:30 whatever the shift; out 18:00: 90 minutes at ₦1,250 × 1.5.
    expect(computeOvertime(rule, workDay('18:00', { clockIn: at(`${TUESDAY}T09:00`) }), BASIS)).toMatchObject(
      {
        startAt: at(`${TUESDAY}T16:30`),
        minutes: 90,
        hourlyRateKobo: 125_000,
        amountKobo: 281_250,
      },
    );
  });

  it('its work days are work_day_ids, not the shift', () => {
    const rule = { ...own, workType: 'clock' as const, workSeconds: 17 * 3600, workDayIds: [6] };
    // Tuesday is not among the rule's days: an off day, and off days are not switched on.
    expect(minutesOf(rule, workDay('18:00'))).toBeNull();
    expect(minutesOf({ ...rule, applyOnNonWorkDay: true }, workDay('18:00'))).toBe(600);
    // Saturday is, though the shift has none: overtime after 17:00.
    expect(minutesOf(rule, offDay('09:00', '17:45'))).toBe(45);
  });
});

describe('the pay', () => {
  it('fixed: amount naira for each overtime hour, whatever the work rate', () => {
    const fixed = { ...RULE, paymentType: 'fixed' as const, amount: '1500.00' };
    expect(overtimePay(fixed, 90, BASIS)).toEqual({ hourlyRateKobo: 150_000, amountKobo: 225_000 });
    expect(overtimePay(fixed, 90, { monthlyBaseKobo: null, monthDays: null, shiftMinutes: null })).toEqual({
      hourlyRateKobo: 150_000,
      amountKobo: 225_000,
    });
    // ₦1,000 × 50/60 h = ₦833.333… → ₦833.33
    expect(overtimePay({ ...fixed, amount: '1000' }, 50, BASIS).amountKobo).toBe(83_333);
  });

  it('premium pay: hourly rate × (1 + amount/100), against fixed for the same 90 minutes', () => {
    expect(overtimePay(RULE, 90, BASIS)).toEqual({ hourlyRateKobo: 125_000, amountKobo: 281_250 });
    expect(overtimePay({ ...RULE, amount: '100' }, 90, BASIS).amountKobo).toBe(375_000);
    expect(overtimePay({ ...RULE, amount: '12.5' }, 60, BASIS).amountKobo).toBe(140_625);
  });

  it('rounds once, half up, on the amount: not the hourly rate first', () => {
    // ₦100,000 ÷ (21 × 8) = 59,523.8095… kobo an hour (shown 59,524); 5 min × 1.5 = 7,440.476… → 7,440
    // (rounding the rate first would give 7,441).
    const basis = { monthlyBaseKobo: 10_000_000, monthDays: 21, shiftMinutes: 480 };
    expect(overtimePay(RULE, 5, basis)).toEqual({ hourlyRateKobo: 59_524, amountKobo: 7_440 });
    // Half a kobo rounds up: 1 kobo an hour for 30 minutes.
    expect(overtimePay({ ...RULE, paymentType: 'fixed', amount: '0.01' }, 30, BASIS).amountKobo).toBe(1);
  });

  it('premium pay without a base or days for the month has no rate and pays nothing', () => {
    expect(overtimePay(RULE, 90, { ...BASIS, monthlyBaseKobo: null })).toEqual({
      hourlyRateKobo: null,
      amountKobo: 0,
    });
    expect(overtimePay(RULE, 90, { ...BASIS, monthDays: null })).toEqual({
      hourlyRateKobo: null,
      amountKobo: 0,
    });
  });

  it('normal daily hours: the shift, 8 h when none is known, work_time for duration, 8 h for clock', () => {
    expect(normalDailySeconds(RULE, 450)).toBe(27_000);
    expect(normalDailySeconds(RULE, null)).toBe(28_800);
    expect(
      normalDailySeconds({ ...RULE, useWorkShift: false, workType: 'duration', workSeconds: 36_000 }, 450),
    ).toBe(36_000);
    expect(
      normalDailySeconds({ ...RULE, useWorkShift: false, workType: 'clock', workSeconds: 61_200 }, 450),
    ).toBe(28_800);
    // A 7.5-hour shift: ₦220,000 ÷ (22 × 7.5) = ₦1,333.33…; 90 min × 1.5 = ₦3,000.00 exactly.
    expect(overtimePay(RULE, 90, { ...BASIS, shiftMinutes: 450 })).toEqual({
      hourlyRateKobo: 133_333,
      amountKobo: 300_000,
    });
  });

  it('reads stored decimals exactly', () => {
    expect(hundredths('50.00')).toBe(5000n);
    expect(hundredths('12.5')).toBe(1250n);
    expect(hundredths('7')).toBe(700n);
    expect(() => hundredths('-1')).toThrow();
  });
});
