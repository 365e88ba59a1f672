import type { PayPeriod } from './pay-item-source.ts';

/**
 * The payroll month and proration (ADR 41): a calendar month, and the calendar days of it an
 * employee was employed, from the later of the month's first day and the appointment date to the
 * earlier of its last day and the exit date, both ends included.
 */

const pad = (n: number) => String(n).padStart(2, '0');

export function periodOf(year: number, month: number): PayPeriod {
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return {
    year,
    month,
    start: `${year}-${pad(month)}-01`,
    end: `${year}-${pad(month)}-${pad(daysInMonth)}`,
    daysInMonth,
  };
}

/** The month before (December of the year before for January). */
export function previousPeriod(period: PayPeriod): PayPeriod {
  return period.month === 1 ? periodOf(period.year - 1, 12) : periodOf(period.year, period.month - 1);
}

const dayNumber = (day: string) =>
  Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / 86_400_000;

/**
 * Calendar days paid in the month: 0 when the employee joined after it or left before it. Dates are
 * `YYYY-MM-DD` (null: not set, so from the month's start or to its end).
 */
export function daysPaid(period: PayPeriod, appointmentDate: string | null, exitDate: string | null): number {
  const from = appointmentDate && appointmentDate > period.start ? appointmentDate : period.start;
  const to = exitDate && exitDate < period.end ? exitDate : period.end;
  if (to < from) return 0;
  return dayNumber(to) - dayNumber(from) + 1;
}

/** `YYYY-MM`, as approvedOvertimeFor reads a month. */
export const monthKey = (period: PayPeriod) => `${period.year}-${pad(period.month)}`;

/** The month in words for audit descriptions: 'March 2026'. */
export const monthName = (period: Pick<PayPeriod, 'year' | 'month'>) =>
  new Date(Date.UTC(period.year, period.month - 1, 1)).toLocaleString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
