import { z } from 'zod';

/**
 * Money in payroll's API (issue 19, ADR 41): answers carry naira with two decimals as text, written
 * from whole kobo ("24500.00", see `koboToNaira`), never a binary float. Inputs take naira as a number
 * or as text, at most two decimals, and become whole kobo here, so no service sees a float.
 */

/** The largest amount payroll takes: ₦90,000,000,000 (fits 2^53 kobo with room for sums). */
export const MAX_NAIRA_KOBO = 90_000_000_000 * 100;

/** Naira text or number ('1500', '1500.5', 1500.25) to whole kobo; undefined when it is not money. */
export function nairaToKobo(value: unknown): number | undefined {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value;
  if (typeof text !== 'string') return undefined;
  const m = /^\s*(\d{1,12})(?:\.(\d{1,2}))?\s*$/.exec(text.replace(/,/g, ''));
  if (!m) return undefined;
  const kobo = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return kobo <= MAX_NAIRA_KOBO ? kobo : undefined;
}

/**
 * An amount in naira, required or not, answered in kobo: `nairaInput('Please enter amount')`. A
 * negative amount, more than two decimals or text that is not a number gets `message`.
 */
export function nairaInput(message: string) {
  return z
    .preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.unknown().superRefine((v, ctx) => {
        if (v === undefined) return;
        if (nairaToKobo(v) === undefined) ctx.addIssue({ code: 'custom', message });
      }),
    )
    .transform((v) => (v === undefined ? undefined : (nairaToKobo(v) as number)));
}

/** The same, and it must be there. */
export function requiredNaira(message: string) {
  return nairaInput(message).refine((v) => v !== undefined, { message });
}
