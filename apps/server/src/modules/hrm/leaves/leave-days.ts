/**
 * The leave arithmetic of ADR 23, as pure functions over ISO dates (yyyy-MM-dd): which days of a
 * request count, an employee's entitlement in a leave year, and the derived statuses. Dates are
 * calendar days, handled in UTC so no timezone or daylight-saving shift can move a day.
 */

export type WeekendDay = 'Saturday' | 'Sunday';

/** A public holiday as stored: a date, repeated every year on its day and month when recurring. */
export interface Holiday {
  date: string;
  recurring: boolean;
}

const DAY_MS = 86_400_000;
const toTime = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const toIso = (t: number) => new Date(t).toISOString().slice(0, 10);

/** The type's `weekend` as days: the server's single value `Weekend` means both (spec 2 §3). */
export function weekendDays(weekend: readonly string[]): Set<WeekendDay> {
  const days = new Set<WeekendDay>();
  for (const w of weekend) {
    if (w === 'Weekend' || w === 'Saturday') days.add('Saturday');
    if (w === 'Weekend' || w === 'Sunday') days.add('Sunday');
  }
  return days;
}

/** Holiday dates falling between two dates, recurring ones on each year's anniversary. */
function holidaySet(holidays: readonly Holiday[], start: string, end: string): Set<string> {
  const set = new Set<string>();
  const firstYear = Number(start.slice(0, 4));
  const lastYear = Number(end.slice(0, 4));
  for (const h of holidays) {
    if (!h.recurring) set.add(h.date);
    else for (let y = firstYear; y <= lastYear; y++) set.add(`${y}${h.date.slice(4)}`);
  }
  return set;
}

/**
 * The working days from start to end inclusive: neither one of the type's weekend days nor a public
 * holiday. Returned as dates so a screen can say which days count.
 */
export function workingDays(
  start: string,
  end: string,
  weekend: readonly string[],
  holidays: readonly Holiday[],
): string[] {
  const off = weekendDays(weekend);
  const closed = holidaySet(holidays, start, end);
  const days: string[] = [];
  for (let t = toTime(start); t <= toTime(end); t += DAY_MS) {
    const dow = new Date(t).getUTCDay();
    if ((dow === 6 && off.has('Saturday')) || (dow === 0 && off.has('Sunday'))) continue;
    const iso = toIso(t);
    if (!closed.has(iso)) days.push(iso);
  }
  return days;
}

/** The leave year a date belongs to: the calendar year (ADR 23). */
export const leaveYearOf = (iso: string) => Number(iso.slice(0, 4));

/**
 * The days an employee is entitled to in a leave year: the type's days, pro-rated by the part of the
 * year from the appointment date, rounded to the nearest whole day (halves up). Appointed after the
 * year: none; no appointment date or appointed before it: all.
 */
export function entitlement(applicableDays: number, appointmentDate: string | null, year: number): number {
  if (!appointmentDate) return applicableDays;
  const first = toTime(`${year}-01-01`);
  const last = toTime(`${year}-12-31`);
  const joined = toTime(appointmentDate);
  if (joined <= first) return applicableDays;
  if (joined > last) return 0;
  const daysInYear = (last - first) / DAY_MS + 1;
  const served = (last - joined) / DAY_MS + 1;
  return Math.max(0, Math.floor((applicableDays * served) / daysInYear + 0.5));
}

/** Stored status of a request (ADR 23). */
export type StoredLeaveStatus = 'pending' | 'approved' | 'rejected' | 'cancelled';
/** Status as read: an approved request is scheduled before its start date and taken from it. */
export type LeaveStatus = 'pending' | 'scheduled' | 'taken' | 'rejected' | 'cancelled';

export function readStatus(stored: StoredLeaveStatus, startDate: string, today: string): LeaveStatus {
  if (stored !== 'approved') return stored;
  return startDate > today ? 'scheduled' : 'taken';
}
