/**
 * Local dates and wall-clock times in a company's zone, and the instants they name (ADR 25).
 * Attendance days are local days; punches and shift bounds are instants. Intl does the zone maths,
 * so zones with summer time are right too; offsets are cached per zone and hour.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const formatters = new Map<string, Intl.DateTimeFormat>();
const offsets = new Map<string, number>();

function formatter(tz: string): Intl.DateTimeFormat {
  let f = formatters.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(tz, f);
  }
  return f;
}

/** The zone's offset from UTC at an instant, in milliseconds (Lagos: +1 h). */
export function zoneOffsetMs(instantMs: number, tz: string): number {
  const hourKey = `${tz}|${Math.floor(instantMs / HOUR)}`;
  const cached = offsets.get(hourKey);
  if (cached !== undefined) return cached;
  const parts = { year: 0, month: 1, day: 1, hour: 0, minute: 0, second: 0 };
  for (const p of formatter(tz).formatToParts(new Date(instantMs))) {
    if (p.type in parts) parts[p.type as keyof typeof parts] = Number(p.value);
  }
  const asUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  const offset = asUtc - Math.floor(instantMs / 1000) * 1000;
  offsets.set(hourKey, offset);
  return offset;
}

function parseDay(day: string): [number, number, number] {
  const [y = 1970, m = 1, d = 1] = day.split('-').map(Number);
  return [y, m, d];
}

function parseTime(time: string): [number, number, number] {
  const [h, mi, s] = time.split(':').map(Number);
  return [h ?? 0, mi ?? 0, s ?? 0];
}

/** The instant of a wall-clock time on a local date (a time skipped by a clock change moves forward). */
export function zonedInstant(day: string, time: string, tz: string): number {
  const [y, m, d] = parseDay(day);
  const [h, mi, s] = parseTime(time);
  const wall = Date.UTC(y, m - 1, d, h, mi, s);
  const first = wall - zoneOffsetMs(wall, tz);
  const second = wall - zoneOffsetMs(first, tz);
  return second;
}

/** The local date of an instant. */
export function localDay(instantMs: number, tz: string): string {
  return new Date(instantMs + zoneOffsetMs(instantMs, tz)).toISOString().slice(0, 10);
}

/** The local wall-clock time of an instant, `HH:MM`. */
export function localClock(instantMs: number, tz: string): string {
  return new Date(instantMs + zoneOffsetMs(instantMs, tz)).toISOString().slice(11, 16);
}

export function addDays(day: string, n: number): string {
  const [y, m, d] = parseDay(day);
  return new Date(Date.UTC(y, m - 1, d) + n * DAY).toISOString().slice(0, 10);
}

/** ISO weekday: 1 Monday … 7 Sunday. */
const weekdays = new Map<string, number>();

export function isoWeekday(day: string): number {
  const cached = weekdays.get(day);
  if (cached !== undefined) return cached;
  const [y, m, d] = parseDay(day);
  const w = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  const iso = w === 0 ? 7 : w;
  // Dates repeat across every employee of a batch; a year is 365 entries.
  weekdays.set(day, iso);
  return iso;
}

/** Every date from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

export const MS = { MINUTE, HOUR, DAY };
