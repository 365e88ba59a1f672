const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
];

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * When a notification arrived, as people say it: "just now", "5 minutes ago", "yesterday", and past a
 * week the date and time in the app's dd-MM-yyyy form. Intl does the wording in each language, so
 * the header loads no date library for it.
 */
export function timeAgo(iso: string, language: string, now: Date = new Date()): string {
  const then = new Date(iso);
  if (Number.isNaN(then.getTime())) return '';
  let value = Math.round((then.getTime() - now.getTime()) / 1000);
  const words = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  if (Math.abs(value) < 45) return words.format(0, 'second');
  for (const [unit, size] of UNITS) {
    if (Math.abs(value) < size) return words.format(value, unit);
    value = Math.round(value / size);
  }
  return `${pad(then.getDate())}-${pad(then.getMonth() + 1)}-${then.getFullYear()} ${pad(then.getHours())}:${pad(then.getMinutes())}`;
}
