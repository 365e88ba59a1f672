import type { RemittanceScheduleKind } from '@clockroom/contracts';

/**
 * When a month's remittances are due (ADR 47). PAYE by the 10th of the next month; pension within
 * 7 working days of the pay date (weekends and the company's public holidays skipped); NHF within a
 * month of the pay date; NSITF by the end of the next month. The pay date is the day the month was
 * confirmed. Days are yyyy-MM-dd, computed in UTC so no time zone moves them.
 */
export interface Holiday {
  date: string;
  /** Repeats every year on the same day. */
  recurring: boolean;
}

const day = (d: Date) => d.toISOString().slice(0, 10);
const parse = (iso: string) => new Date(`${iso}T00:00:00Z`);
/** The last day of a month (1–12). */
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0));

function nextMonth(year: number, month: number) {
  return month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
}

/** `days` working days after `from`: Saturdays, Sundays and holidays do not count. */
export function addWorkingDays(from: string, days: number, holidays: readonly Holiday[]): string {
  const fixed = new Set(holidays.filter((h) => !h.recurring).map((h) => h.date));
  const yearly = new Set(holidays.filter((h) => h.recurring).map((h) => h.date.slice(5)));
  const d = parse(from);
  let left = days;
  while (left > 0) {
    d.setUTCDate(d.getUTCDate() + 1);
    const iso = day(d);
    const weekend = d.getUTCDay() === 0 || d.getUTCDay() === 6;
    if (!weekend && !fixed.has(iso) && !yearly.has(iso.slice(5))) left -= 1;
  }
  return day(d);
}

/** The same day a month later, or that month's last day when it is shorter (31 January → 28 February). */
export function addOneMonth(from: string): string {
  const d = parse(from);
  const { year, month } = nextMonth(d.getUTCFullYear(), d.getUTCMonth() + 1);
  const last = lastDay(year, month);
  return day(new Date(Date.UTC(year, month - 1, Math.min(d.getUTCDate(), last.getUTCDate()))));
}

/** The pay date of a month whose rows carry no confirmation day (imported history): its last day. */
export const monthEnd = (year: number, month: number) => day(lastDay(year, month));

export function remittanceDueDate(
  kind: RemittanceScheduleKind,
  period: { year: number; month: number },
  payDate: string,
  holidays: readonly Holiday[],
): string {
  const next = nextMonth(period.year, period.month);
  switch (kind) {
    case 'paye':
      return `${next.year}-${String(next.month).padStart(2, '0')}-10`;
    case 'pension':
      return addWorkingDays(payDate, 7, holidays);
    case 'nhf':
      return addOneMonth(payDate);
    case 'nsitf':
      return monthEnd(next.year, next.month);
  }
}
