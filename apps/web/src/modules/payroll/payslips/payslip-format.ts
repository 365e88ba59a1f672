import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { nairaText } from '../packages/money-text.ts';

/**
 * What the payslip screens read and show, without React: money as the API's naira text grouped by
 * thousands (never through a float), month names in the reader's language, and the month and year
 * an address asks for.
 */

/**
 * "225000.50" → "₦225,000.50", or "225 000,50 ₦" in French: the payroll screens' money format
 * (ADR 46: exact, from the text, never through a float).
 */
export function nairaAmount(text: string, language = 'en'): string {
  return nairaText(text, language);
}

/** nairaAmount in the reader's language. */
export function useNaira(): (text: string) => string {
  const { i18n } = useTranslation();
  return (text) => nairaAmount(text, i18n.language);
}

/** A naira text as a number, for a chart's bar only (display, never arithmetic). */
export const chartValue = (text: string): number => Number(text);

/** 3 → "March" / "mars", in dayjs's current locale (the app's language). */
export const monthLabel = (month: number): string =>
  dayjs()
    .month(month - 1)
    .format('MMMM');

/** "March 2026" */
export const periodLabel = (month: number, year: number): string => `${monthLabel(month)} ${year}`;

export interface MonthYear {
  month: number;
  year: number;
}

const whole = (v: unknown): number | undefined => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,4}$/.test(v.trim()) ? Number(v) : NaN;
  return Number.isInteger(n) ? n : undefined;
};

/** The `?month&year` of a payslip address; null when either is missing or out of range. */
export function monthYearOf(search: Record<string, unknown>): MonthYear | null {
  const month = whole(search['month']);
  const year = whole(search['year']);
  if (month === undefined || year === undefined) return null;
  if (month < 1 || month > 12 || year < 2000 || year > 2100) return null;
  return { month, year };
}

/** The years a month and year form offers: those with payslips and this year, newest first. */
export function yearOptions(withPayslips: readonly number[], now = dayjs().year()): number[] {
  return [...new Set([now, ...withPayslips])].sort((a, b) => b - a);
}

/** Naira texts added exactly, through whole kobo: ["0.10", "0.20"] → "0.30". */
export function sumNaira(texts: readonly string[]): string {
  const kobo = texts.reduce((sum, text) => {
    const [whole = '0', decimals = '0'] = text.replace('-', '').split('.');
    const value = BigInt(whole) * 100n + BigInt(decimals.padEnd(2, '0').slice(0, 2));
    return sum + (text.startsWith('-') ? -value : value);
  }, 0n);
  const abs = kobo < 0n ? -kobo : kobo;
  return `${kobo < 0n ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}
