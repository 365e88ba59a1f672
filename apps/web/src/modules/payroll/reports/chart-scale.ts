/**
 * What the dashboard's charts draw (the exact figures are in its tiles and table): naira in a unit
 * that keeps every axis label and bar value to about four digits, since the kit's charts leave a
 * narrow margin for them (17,400,000 did not fit; 17.4 "₦ million" does), and only the months that
 * have pay, so a year still under way does not plunge to zero after its last confirmed month.
 */

const NAIRA = { key: 'naira', naira: 1 } as const;
export const CHART_UNITS = [
  { key: 'billion', naira: 1_000_000_000 },
  { key: 'million', naira: 1_000_000 },
  { key: 'thousand', naira: 1_000 },
  NAIRA,
] as const;
export type ChartUnit = (typeof CHART_UNITS)[number];

/** The largest unit in which the largest value is still at least one. */
export function chartUnit(kobo: readonly number[]): ChartUnit {
  const max = Math.max(0, ...kobo.map((k) => Math.abs(k))) / 100;
  return CHART_UNITS.find((u) => max >= u.naira) ?? NAIRA;
}

/** A value in that unit, to three significant figures or whole (a bar's label stays short). */
export function inUnit(kobo: number, unit: ChartUnit): number {
  const v = kobo / 100 / unit.naira;
  const a = Math.abs(v);
  const places = a >= 100 ? 0 : a >= 10 ? 1 : 2;
  return Math.round(v * 10 ** places) / 10 ** places;
}

/** From the first month with anyone paid to the last (all of them when none has). */
export function monthsWithPay<M extends { headcount: number }>(months: readonly M[]): M[] {
  const first = months.findIndex((m) => m.headcount > 0);
  if (first < 0) return [...months];
  const last = months.length - 1 - [...months].reverse().findIndex((m) => m.headcount > 0);
  return months.slice(first, last + 1);
}
