import { z } from 'zod';

/**
 * Field rules the statutory forms share (ADR 43): a rate is a percent from 0 to 100 with at most four
 * decimals (the columns are numeric(7,4)), kept as decimal text, never a float; a version starts on
 * the first of a month, since payroll computes whole months.
 */

/** A percent as text with at least two decimals and no needless zeros: '8' → '8.00', '7.1250' → '7.125'. */
export function rateText(value: string): string {
  const [whole = '0', frac = ''] = value.trim().split('.');
  const digits = frac.replace(/0+$/, '').padEnd(2, '0');
  return `${BigInt(whole || '0').toString()}.${digits}`;
}

/** A percent from 0 to 100 (text or number, at most four decimals) as rateText; undefined otherwise. */
export function parseRate(value: unknown): string | undefined {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value;
  if (typeof text !== 'string') return undefined;
  const m = /^\s*(\d{1,3})(?:\.(\d{1,4}))?\s*$/.exec(text);
  if (!m) return undefined;
  const rate = rateText(`${m[1]}.${m[2] ?? ''}`);
  const [whole, frac] = rate.split('.');
  if (Number(whole) > 100 || (Number(whole) === 100 && /[1-9]/.test(frac ?? ''))) return undefined;
  return rate;
}

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

/** A rate field; absent or blank takes `fallback` (undefined: required). */
export function rateInput(message: string, fallback?: string) {
  return z.preprocess(
    blank,
    z
      .unknown()
      .superRefine((v, ctx) => {
        if (v === undefined ? fallback === undefined : parseRate(v) === undefined)
          ctx.addIssue({ code: 'custom', message });
      })
      .transform((v) => (v === undefined ? (fallback as string) : (parseRate(v) as string))),
  );
}

/** A YYYY-MM-DD that is a real first of a month between 1990 and 2100. */
export function isFirstOfMonth(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-01$/.exec(value);
  return !!m && Number(m[1]) >= 1990 && Number(m[1]) <= 2100 && Number(m[2]) >= 1 && Number(m[2]) <= 12;
}

/** Booleans as forms send them: true/false, 1/0, 'true'/'false', '1'/'0', 'yes'/'no'. */
export function statutoryFlag(v: unknown): unknown {
  if (typeof v === 'number') return v === 1 ? true : v === 0 ? false : v;
  if (typeof v !== 'string') return v;
  const t = v.trim().toLowerCase();
  return ['1', 'true', 'yes'].includes(t) ? true : ['0', 'false', 'no'].includes(t) ? false : v;
}
