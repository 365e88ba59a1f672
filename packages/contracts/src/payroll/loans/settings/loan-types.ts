import { z } from 'zod';
import { pagingQuerySchema } from '../../../platform/envelope.ts';
import { idArray, optionalText, requiredName, rowId } from '../../../platform/fields.ts';
import { nairaInput, requiredNaira } from '../../money.ts';
import {
  LOAN_INTEREST_TYPES,
  LOAN_TYPE_MESSAGES as M,
  LOAN_TYPE_STATUSES,
} from './loan-settings-messages.ts';

/**
 * Loan types (issue 20, "Shapes the spec leaves open"): limits in naira (decimal text or number,
 * whole kobo once parsed, naira text in answers as allowances do), the longest tenure, the yearly
 * interest rate in percent and how it is charged, the months of service before one may apply.
 */

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

/**
 * A yearly rate in percent, 0 to 100 with at most four decimals (the column's scale), as text or
 * number; answered as canonical text ("12", "7.5"), never through a float sum.
 */
export function parseLoanRate(value: unknown): string | undefined {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value;
  if (typeof text !== 'string') return undefined;
  const m = /^\s*(\d{1,3})(?:\.(\d{1,4}))?\s*$/.exec(text);
  if (!m) return undefined;
  const whole = Number(m[1]);
  const decimals = (m[2] ?? '').replace(/0+$/, '');
  if (whole > 100 || (whole === 100 && decimals !== '')) return undefined;
  return decimals ? `${whole}.${decimals}` : String(whole);
}

/** A whole number of months from min to 600, as number or digits. */
const months = (min: number, invalid: string, tooLong: string) =>
  z.preprocess(blank, z.coerce.number({ error: invalid }).int(invalid).min(min, invalid).max(600, tooLong));

const choice = <T extends readonly [string, ...string[]]>(values: T, message: string, fallback: T[number]) =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? fallback : v),
    z.enum(values, { error: message }),
  );

/** POST and PUT /payroll/loans/settings/loantypes: the whole type each time. */
export const loanTypeInputSchema = z
  .object({
    name: requiredName(M.nameRequired, M.nameTooLong),
    description: optionalText(1000, M.descriptionTooLong),
    minimum_amount: nairaInput(M.minimumInvalid).transform((v) => v ?? 0),
    maximum_amount: requiredNaira(M.maximumRequired)
      .refine((v) => v === undefined || v > 0, M.maximumPositive)
      .transform((v) => v ?? 0),
    max_tenure_months: months(1, M.tenureInvalid, M.tenureTooLong),
    interest_rate: z
      .preprocess((v) => (v === '' || v === null || v === undefined ? '0' : v), z.unknown())
      .refine((v) => parseLoanRate(v) !== undefined, M.rateInvalid)
      .transform((v) => parseLoanRate(v) as string),
    interest_type: choice(LOAN_INTEREST_TYPES, M.interestTypeInvalid, 'flat'),
    eligible_after_months: z.preprocess(
      (v) => (v === '' || v === null || v === undefined ? 0 : v),
      months(0, M.eligibleInvalid, M.eligibleTooLong),
    ),
    status: choice(LOAN_TYPE_STATUSES, M.statusInvalid, 'active'),
  })
  .refine((v) => v.minimum_amount <= v.maximum_amount, {
    message: M.amountOrder,
    path: ['minimum_amount'],
  })
  .transform((v) => ({
    name: v.name,
    description: v.description ?? null,
    minimum_amount_kobo: v.minimum_amount,
    maximum_amount_kobo: v.maximum_amount,
    max_tenure_months: v.max_tenure_months,
    interest_rate: v.interest_rate,
    interest_type: v.interest_type,
    eligible_after_months: v.eligible_after_months,
    status: v.status,
  }));
export type LoanTypeInput = z.input<typeof loanTypeInputSchema>;
export type LoanTypeValues = z.output<typeof loanTypeInputSchema>;

/** DELETE /payroll/loans/settings/loantypes: `{ loan_type_ids }`, all or none. */
export const loanTypeDeleteSchema = z.object({ loan_type_ids: idArray(M.idsRequired, 1) });
export type LoanTypeDeleteInput = z.input<typeof loanTypeDeleteSchema>;

/** A loan type as every call answers it; amounts are naira text ("200000.00"). */
export const loanTypeSchema = z.object({
  id: rowId,
  name: z.string(),
  description: z.string().nullable(),
  minimum_amount: z.string(),
  maximum_amount: z.string(),
  max_tenure_months: z.number().int(),
  /** Percent a year, canonical text ("12", "7.5"). */
  interest_rate: z.string(),
  interest_type: z.enum(LOAN_INTEREST_TYPES),
  eligible_after_months: z.number().int(),
  status: z.enum(LOAN_TYPE_STATUSES),
  /** Loans of this type, any state: a type with loans cannot be deleted. */
  loans_count: z.number().int().nonnegative(),
});
export type LoanType = z.infer<typeof loanTypeSchema>;

/** The list's query: paging, `search_query` on the name, and an optional status. */
export const loanTypeListQuerySchema = pagingQuerySchema.extend({
  status: z.preprocess(blank, z.enum(LOAN_TYPE_STATUSES).optional()).catch(undefined),
});
export type LoanTypeListQuery = z.infer<typeof loanTypeListQuerySchema>;
