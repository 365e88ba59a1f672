/**
 * Pure rules of the overtime settings' values (ADR 37), shared by the schemas, the server and the
 * forms: naira to kobo without binary floating point, decimal amounts as whole hundredths, and how
 * many days each month may count.
 */

/** The most days each calendar month may count (spec 3 §5: 31, February 29, 30 or 31). */
export const MONTH_MAX_DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/** The largest day count month `monthId` (1–12) allows; 31 for anything else. */
export function monthMaxDays(monthId: number): number {
  return MONTH_MAX_DAYS[monthId - 1] ?? 31;
}

/** The largest monthly salary a work rate takes, in naira (its kobo stay far inside 2^53). */
export const MAX_MONTHLY_SALARY_NAIRA = 90_000_000_000;

export type NairaParse = { ok: true; kobo: number } | { ok: false; reason: 'invalid' | 'too_large' };

/**
 * A monthly salary as the spec's form sends it, digits only: a string of digits or a whole number of
 * naira. Converted to kobo with integer arithmetic (BigInt), so no value is ever a binary fraction;
 * decimals, signs, separators and exponents are refused as not digits.
 */
export function parseNaira(value: unknown): NairaParse {
  let digits: string;
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value) || value < 0) return { ok: false, reason: 'invalid' };
    digits = String(value);
  } else if (typeof value === 'string' && /^\d+$/.test(value.trim())) {
    digits = value.trim();
  } else {
    return { ok: false, reason: 'invalid' };
  }
  const naira = BigInt(digits);
  if (naira > BigInt(MAX_MONTHLY_SALARY_NAIRA)) return { ok: false, reason: 'too_large' };
  return { ok: true, kobo: Number(naira * 100n) };
}

/**
 * A work rate's kobo back to naira for an answer (a number, as the form's digits-only input takes it).
 * The salary is whole naira, so this is an integer and exact; a stray kobo part (never written by
 * this API) would keep its two decimals.
 */
export function salaryNaira(kobo: number): number {
  const whole = Math.trunc(kobo / 100);
  const rest = kobo - whole * 100;
  return rest === 0 ? whole : Number(`${whole}.${String(Math.abs(rest)).padStart(2, '0')}`);
}

/**
 * A decimal with at most two places (spec 1 §5's decimal filter: digits, one dot, no leading dot), as
 * a whole number of hundredths; null for anything else. Numbers are read through their shortest
 * decimal text, so 12.5 is 1250 and 0.1 + 0.2 is refused.
 */
export function parseHundredths(value: unknown): number | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value;
  if (typeof text !== 'string') return null;
  const m = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Hundredths as the two-decimal text `numeric` stores and answers ("1500.50"). */
export function hundredthsText(hundredths: number): string {
  return `${Math.trunc(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

/** `HH:mm` or `HH:mm:ss` as `HH:mm:ss` (the spec's work_time). */
export function withSeconds(time: string): string {
  return time.length === 5 ? `${time}:00` : time;
}

/**
 * A switch as clients send it: a boolean, 0 or any other number (spec 3 §3: "integer 0 or non-zero
 * flags are read as booleans"), or their text. Blank is undefined (the default applies); anything
 * else is left as it came, for the schema to refuse.
 */
export function toFlag(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value !== 0 : value;
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase();
    if (text === 'true') return true;
    if (text === 'false') return false;
    if (/^-?\d+$/.test(text)) return Number(text) !== 0;
  }
  return value;
}

// The input schemas' field rules (overtime-settings.ts), kept here so that file stays one screen a part.

/** Blank as a form sends it: nothing, null or spaces. */
export const isBlank = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** Days as a whole number from 0 to the month's maximum; null when not. */
export function dayCount(value: unknown, monthId: number): number | null {
  if (isBlank(value)) return 0;
  const text = typeof value === 'number' ? String(value) : String(value).trim();
  if (!/^\d{1,2}$/.test(text)) return null;
  const days = Number(text);
  return days <= monthMaxDays(monthId) ? days : null;
}

/** The salary a client sent and under which name: `custom_charge`, or the form's `monthly_salary`. */
export function salaryOf(v: {
  custom_charge?: string | number | null;
  monthly_salary?: string | number | null;
}) {
  const field = isBlank(v.custom_charge) && !isBlank(v.monthly_salary) ? 'monthly_salary' : 'custom_charge';
  const raw = v[field];
  return { field, raw: isBlank(raw) ? undefined : typeof raw === 'string' ? raw.trim() : raw };
}

/** Any number written out (a percentage out of range is told so, not that it is missing). */
export const NUMBER_TEXT = /^\s*-?\d*\.?\d+\s*$/;

/** `numeric(14,2)`: twelve digits before the point. */
export const MAX_AMOUNT_HUNDREDTHS = 99_999_999_999_999;

/** The amount a client sent and under which name: the form's own field first, then `amount`. */
export function amountOf(v: {
  payment_type: string;
  amount?: string | number | null | undefined;
  fixed_amount?: string | number | null | undefined;
  percentage_value?: string | number | null | undefined;
}): { field: string; raw: unknown } {
  const own = v.payment_type === 'fixed' ? 'fixed_amount' : 'percentage_value';
  if (!isBlank(v[own])) return { field: own, raw: v[own] };
  if (!isBlank(v.amount)) return { field: 'amount', raw: v.amount };
  return { field: v[own] !== undefined ? own : 'amount', raw: undefined };
}
