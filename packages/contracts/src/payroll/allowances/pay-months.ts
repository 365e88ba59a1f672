import { z } from 'zod';

/**
 * Payroll months as the allowance calls speak them (ADR 45): `YYYY-MM`. A full date (`2026-03-15`)
 * is read as its month; the database keeps the month's first day.
 */
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])(?:-(0[1-9]|[12]\d|3[01]))?$/;

/** `YYYY-MM` of a month text or a date, or undefined when it is neither (years 2000 to 2099). */
export function toPayMonth(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const m = MONTH.exec(value.trim());
  if (!m || Number(m[1]) < 2000 || Number(m[1]) > 2099) return undefined;
  return `${m[1]}-${m[2]}`;
}

/** `YYYY-MM` → the month's first day, `YYYY-MM-01`, as the tables keep it. */
export const monthStart = (month: string): string => `${month.slice(0, 7)}-01`;

/** A stored first day (or any date) → `YYYY-MM`. */
export const monthOfDate = (date: string): string => date.slice(0, 7);

/** A required month, answered as `YYYY-MM`. */
export const payMonthInput = (message: string) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx) => {
      const month = toPayMonth(v);
      if (month === undefined) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return month;
    });

/** An optional month: blank, null or absent mean none. */
export const optionalPayMonthInput = (message: string) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) return null;
      const month = toPayMonth(v);
      if (month === undefined) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return month;
    });

/** True/false, 0/non-zero and their text; undefined when absent so a default applies. */
export function toFlagValue(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? value !== 0 : value;
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase();
    if (text === 'true' || text === 'yes') return true;
    if (text === 'false' || text === 'no') return false;
    if (/^-?\d+$/.test(text)) return Number(text) !== 0;
  }
  return value;
}

export const flagInput = (message: string, fallback: boolean) =>
  z.preprocess(toFlagValue, z.boolean({ error: message }).default(fallback));
