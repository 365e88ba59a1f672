import type { Tx } from '../../platform/db/database.ts';
import { companyToday } from '../../platform/tenancy/company-today.ts';

const DAY_MS = 86_400_000;

/** A yyyy-MM-dd day `offset` days from `from` (a yyyy-MM-dd day). */
export function daysFrom(from: string, offset: number): string {
  return new Date(Date.parse(`${from}T00:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10);
}

/** The same month and day in another year (29 February becomes 1 March where there is none). */
export function inYear(day: string, year: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCFullYear(year);
  return d.toISOString().slice(0, 10);
}

/**
 * The demo's days, counted from the company's today rather than the UTC one: a training "upcoming",
 * a cycle "due in two weeks" or a birthday "this week" are company-day facts, and in the hour before
 * Lagos's midnight the UTC day is the day before (CI failed twice in that hour before leave.ts and
 * demo-recruitment.ts counted this way).
 */
export async function demoDays(
  tx: Tx,
  companyId: number,
): Promise<{ today: string; day: (offset: number) => string }> {
  const { today } = await companyToday(tx, companyId);
  return { today, day: (offset) => daysFrom(today, offset) };
}
