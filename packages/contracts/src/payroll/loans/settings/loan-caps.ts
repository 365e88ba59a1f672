import { z } from 'zod';
import { rowId } from '../../../platform/fields.ts';
import { refuseRepeats } from '../../../platform/repeats.ts';
import { nairaInput } from '../../money.ts';
import { LOAN_CAP_MESSAGES as M, LOAN_CAP_MODEL_TYPES } from './loan-settings-messages.ts';

/**
 * Loan caps (issue 20): the most principal an employee of a branch or grade may have outstanding at
 * once. `model_type` defaults to branch (spec 3 §9); the list shows every branch (or grade), with
 * its cap or none.
 */

const modelType = z.preprocess(
  (v) => (v === undefined || v === null || v === '' ? 'branch' : v),
  z.enum(LOAN_CAP_MODEL_TYPES, { error: M.modelTypeInvalid }),
);

/** GET …/loancaps: `model_type` (default branch) and `searchByStationOrGrade` on the name. */
export const loanCapQuerySchema = z.object({
  model_type: modelType.catch('branch'),
  searchByStationOrGrade: z.string().trim().optional(),
});
export type LoanCapQuery = z.input<typeof loanCapQuerySchema>;

const modelId = z.coerce
  .number({ error: M.modelInvalid })
  .int(M.modelInvalid)
  .positive(M.modelInvalid)
  .max(Number.MAX_SAFE_INTEGER, M.modelInvalid);

/** One branch's or grade's cap; an empty or null amount removes it. */
const capEntry = z.object({
  model_id: modelId,
  amount: nairaInput(M.amountInvalid)
    .refine((v) => v === undefined || v > 0, M.amountPositive)
    .transform((v) => v ?? null),
});

/** POST …/loancaps: `{ model_type, caps: [{ model_id, amount }] }`; caps not listed stay as they are. */
export const loanCapInputSchema = z.object({
  model_type: modelType,
  caps: z
    .array(capEntry, { error: M.capsRequired })
    .min(1, M.capsRequired)
    .max(5000, M.capsRequired)
    .superRefine((list, ctx) => refuseRepeats(ctx, list, 'model_id', M.modelRepeated)),
});
export type LoanCapInput = z.input<typeof loanCapInputSchema>;
export type LoanCapValues = z.output<typeof loanCapInputSchema>;

/** A branch or grade with its cap (naira text) or null when it has none. */
export const loanCapRowSchema = z.object({
  model_type: z.enum(LOAN_CAP_MODEL_TYPES),
  model_id: rowId,
  name: z.string(),
  amount: z.string().nullable(),
});
export type LoanCapRow = z.infer<typeof loanCapRowSchema>;

export const loanCapListSchema = z.object({
  model_type: z.enum(LOAN_CAP_MODEL_TYPES),
  results: z.array(loanCapRowSchema),
  total: z.number().int().nonnegative(),
});
export type LoanCapList = z.infer<typeof loanCapListSchema>;
