import { MONTH_MAX_DAYS, monthMaxDays } from '@clockroom/contracts';

/**
 * The monthly workdays of a work rate (spec 3 §3, §5): twelve months, each 0 to its longest length
 * (contracts' monthMaxDays: February 29), months left at 0 not sent.
 */
export const MONTH_IDS = MONTH_MAX_DAYS.map((_d, i) => i + 1);

export interface MonthDays {
  month_id: number;
  days: number;
}

/** The form's twelve inputs (month 1 … 12) from what the server read back (`workrateables`). */
export function monthInputs(saved: readonly MonthDays[] = []): number[] {
  return MONTH_IDS.map((month) => saved.find((m) => m.month_id === month)?.days ?? 0);
}

/** The twelve inputs as `monthly_workdays`: the months with days, in order (spec 3 §5). */
export function monthlyWorkdays(inputs: readonly (number | null | undefined)[]): MonthDays[] {
  return MONTH_IDS.flatMap((month, i) => {
    const days = Number(inputs[i] ?? 0);
    return Number.isInteger(days) && days > 0 ? [{ month_id: month, days }] : [];
  });
}

/** A month's days are 0 to its longest length. */
export const daysFit = (month: number, days: unknown): boolean =>
  days === null ||
  days === undefined ||
  (typeof days === 'number' && Number.isInteger(days) && days >= 0 && days <= monthMaxDays(month));

/** Monday to Friday in each month of `year`: a starting point the form's button fills in. */
export function weekdaysOf(year: number): number[] {
  return MONTH_IDS.map((month) => {
    const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
    let days = 0;
    for (let d = 1; d <= last; d += 1) {
      const weekday = new Date(Date.UTC(year, month - 1, d)).getUTCDay();
      if (weekday !== 0 && weekday !== 6) days += 1;
    }
    return days;
  });
}
