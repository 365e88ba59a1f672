import type { Punch } from './simulator.ts';

/** Deterministic pseudo-random in [0, 1), so the same arguments give the same punches. */
function noise(seed: number): number {
  const x = Math.sin(seed * 12.9898) * 43758.5453;
  return x - Math.floor(x);
}

const pad = (n: number) => String(n).padStart(2, '0');
const stamp = (day: Date, minutes: number, seconds: number) =>
  `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())} ${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}:${pad(seconds)}`;

export interface WorkdayOptions {
  pins: readonly string[];
  /** Days back from `until` (inclusive of it). */
  days: number;
  /** The last day, `YYYY-MM-DD`; today (UTC) by default. */
  until?: string;
  /** Include Saturdays and Sundays. */
  weekends?: boolean;
  /** Punches per person per day: 2 (in and out) or more (breaks). */
  perDay?: number;
}

/**
 * A working week as clocks record it: an arrival between 07:40 and 08:40, an optional break, a
 * departure between 16:50 and 18:10; the status is 255 (no function key) one time in five.
 */
export function workdayPunches(o: WorkdayOptions): Punch[] {
  const out: Punch[] = [];
  const end = o.until ? new Date(`${o.until}T00:00:00Z`) : new Date();
  const perDay = Math.max(2, o.perDay ?? 2);
  for (let d = o.days - 1; d >= 0; d--) {
    const day = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth(), end.getUTCDate() - d));
    const weekday = day.getUTCDay();
    if (!o.weekends && (weekday === 0 || weekday === 6)) continue;
    o.pins.forEach((pin, i) => {
      const seed = day.getTime() / 86_400_000 + i * 7.31;
      const arrive = 460 + Math.floor(noise(seed) * 60);
      const leave = 1010 + Math.floor(noise(seed + 0.5) * 80);
      const times = [arrive];
      for (let k = 1; k < perDay - 1; k++)
        times.push(arrive + Math.floor(((leave - arrive) * k) / (perDay - 1)));
      times.push(leave);
      times.forEach((m, k) => {
        const unset = noise(seed + k) < 0.2;
        const status = unset ? 255 : k === 0 ? 0 : k === times.length - 1 ? 1 : k % 2 === 1 ? 2 : 3;
        out.push({ pin, time: stamp(day, m, Math.floor(noise(seed + k + 0.25) * 60)), status, verify: 1 });
      });
    });
  }
  return out;
}

/**
 * A punches file: one punch a line, `PIN<tab or comma>YYYY-MM-DD HH:MM:SS[<sep>status]`; blank lines
 * and lines starting with `#` are skipped.
 */
export function readPunchesFile(text: string): Punch[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'))
    .map((l) => {
      const [pin = '', time = '', status] = l.split(/\t|,/).map((f) => f.trim());
      return { pin, time, status: status === undefined || status === '' ? 255 : Number(status), verify: 1 };
    });
}
