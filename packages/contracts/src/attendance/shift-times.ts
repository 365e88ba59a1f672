/**
 * Pure rules about a shift's times (ADR 27), shared by the server (answers, validation) and the web
 * (the form's "overnight" hint and duration). Times are local wall-clock times `HH:mm` or `HH:mm:ss`.
 */

const TIME = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

/** `HH:mm` or `HH:mm:ss`, 00:00 to 23:59:59. */
export function isClockTime(v: string): boolean {
  return TIME.test(v);
}

/** Minutes after midnight (seconds dropped: shifts are planned to the minute). */
export function minutesOfDay(time: string): number {
  const m = TIME.exec(time);
  if (!m) throw new Error(`not a clock time: ${time}`);
  return Number(m[1]) * 60 + Number(m[2]);
}

/** `HH:mm` of a stored `HH:mm:ss`. */
export function shortTime(time: string): string {
  return time.slice(0, 5);
}

/** A shift whose end is not after its start ends the next day; it belongs to the date it starts on. */
export function isOvernight(start: string, end: string): boolean {
  return minutesOfDay(end) <= minutesOfDay(start);
}

/** Minutes from start to end, across midnight when overnight; a 24-hour shift when they are equal. */
export function shiftLengthMinutes(start: string, end: string): number {
  const d = minutesOfDay(end) - minutesOfDay(start);
  return d > 0 ? d : d + 24 * 60;
}

/** What a day of this shift expects: its length less its break, never below zero. */
export function expectedWorkMinutes(start: string, end: string, breakMinutes: number): number {
  return Math.max(0, shiftLengthMinutes(start, end) - breakMinutes);
}

/** "08:00 - 17:00", as the attendance reports' SHIFT RANGE column writes it. */
export function shiftRange(start: string, end: string): string {
  return `${shortTime(start)} - ${shortTime(end)}`;
}

/** ISO weekday of a yyyy-MM-dd date: 1 Monday … 7 Sunday. */
export function isoWeekdayOf(date: string): number {
  const d = new Date(`${date}T00:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
}

/** Whether a date is one of the shift's work days (ISO weekdays). */
export function isShiftWorkDay(date: string, workDays: readonly number[]): boolean {
  return workDays.includes(isoWeekdayOf(date));
}

/** Every date from `from` to `to`, inclusive (yyyy-MM-dd, calendar arithmetic in UTC). */
export function calendarDatesBetween(from: string, to: string): string[] {
  const out: string[] = [];
  const end = Date.parse(`${to}T00:00:00Z`);
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= end; t += 86_400_000) {
    out.push(new Date(t).toISOString().slice(0, 10));
  }
  return out;
}

/** Days from `from` to `to` inclusive (1 for a single date; 0 or less when reversed). */
export function calendarDayCount(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The first and last date of a `yyyy-MM` month. */
export function calendarMonthRange(month: string): { from: string; to: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}
