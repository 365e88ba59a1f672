import { z } from 'zod';
import { pagingQuerySchema } from '../../platform/envelope.ts';
import { optionalId, optionalText, rowId } from '../../platform/fields.ts';
import { approvalDecisionSchema } from '../../platform/approval-decisions.ts';
import {
  ALLOWANCE_CLAIM_DECISION_MESSAGES,
  ALLOWANCE_CLAIM_MESSAGES as M,
  ALLOWANCE_CLAIM_STATUSES,
} from './allowance-claims-messages.ts';
import { EXTRA_ALLOWANCE_RECURRENCES } from './allowances-messages.ts';
import { positiveNaira } from './allowances.ts';
import { requestApprovalStateFields } from '../request-approval-state.ts';

/**
 * Employees' allowance claims (issue 19 "ESS payslip create, edit/{id}, approval/view-all"; ADR 45)
 * and what an employee sees of their allowances.
 */

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

/**
 * POST/PUT /payroll/salarymanagement/allowance-claims: a claimable allowance (`allowance_id`, its name
 * is the title) or a free `title`, the amount in naira and the reason.
 */
export const allowanceClaimInputSchema = z
  .object({
    allowance_id: optionalId(M.allowanceInvalid),
    title: optionalText(150, M.titleTooLong),
    amount: positiveNaira(M.amountRequired, M.amountPositive),
    reason: z.string({ error: M.reasonRequired }).trim().min(1, M.reasonRequired).max(1000, M.reasonTooLong),
  })
  .refine((v) => (v.allowance_id ?? null) !== null || (v.title ?? null) !== null, {
    message: M.titleRequired,
    path: ['title'],
  })
  .transform((v) => ({
    allowance_id: v.allowance_id ?? null,
    title: v.title ?? null,
    amount_kobo: v.amount,
    reason: v.reason,
  }));
export type AllowanceClaimInput = z.input<typeof allowanceClaimInputSchema>;
export type AllowanceClaimValues = z.output<typeof allowanceClaimInputSchema>;

/** GET …/allowance-claims (the caller's own) and …/approvals: paging, search, status. */
export const allowanceClaimListQuerySchema = pagingQuerySchema.extend({
  status: z.preprocess(blank, z.enum(ALLOWANCE_CLAIM_STATUSES, { error: M.statusInvalid }).optional()),
});
export type AllowanceClaimListQuery = z.infer<typeof allowanceClaimListQuerySchema>;

/** One claim, as the claimant and the approvers read it. */
export const allowanceClaimSchema = z.object({
  id: rowId,
  employee_id: rowId,
  name: z.string(),
  pin: z.string().nullable(),
  allowance_id: rowId.nullable(),
  title: z.string(),
  /** Naira, two decimals. */
  amount: z.string(),
  reason: z.string().nullable(),
  status: z.enum(ALLOWANCE_CLAIM_STATUSES),
  /** `YYYY-MM`: the payroll month it is paid in, once approved. */
  pay_month: z.string().nullable(),
  ...requestApprovalStateFields,
});
export type AllowanceClaim = z.infer<typeof allowanceClaimSchema>;

/** POST …/allowance-claims/approve and /reject: allowance_claim_ids (or id), reason, comment. */
export const allowanceClaimDecisionSchema = approvalDecisionSchema(
  'allowance_claim_ids',
  ALLOWANCE_CLAIM_DECISION_MESSAGES,
);
export type AllowanceClaimDecisionInput = z.infer<typeof allowanceClaimDecisionSchema>;

/** A recurring allowance the signed-in employee holds. */
export const myAllowanceSchema = z.object({
  id: rowId,
  name: z.string(),
  code: z.string(),
  description: z.string().nullable(),
  /** Their amount a month (their own, else the allowance's), naira. */
  amount: z.string(),
  from_month: z.string(),
  to_month: z.string().nullable(),
  is_taxable: z.boolean(),
  is_pensionable: z.boolean(),
});

/** An extra allowance given to the signed-in employee. */
export const myExtraAllowanceSchema = z.object({
  id: rowId,
  name: z.string(),
  description: z.string().nullable(),
  recurrence: z.enum(EXTRA_ALLOWANCE_RECURRENCES),
  amount: z.string(),
  months: z.array(z.string()),
  is_taxable: z.boolean(),
});

/** An allowance the employee may claim (the claim form's choice). */
export const claimableAllowanceSchema = z.object({
  id: rowId,
  name: z.string(),
  code: z.string(),
  /** The allowance's amount, a hint for the claim. */
  amount: z.string(),
});
export type ClaimableAllowance = z.infer<typeof claimableAllowanceSchema>;

/** GET /payroll/salarymanagement/allowances/me: the ESS allowances screen and the claim form. */
export const myAllowancesSchema = z.object({
  allowances: z.array(myAllowanceSchema),
  extra_allowances: z.array(myExtraAllowanceSchema),
  claimable: z.array(claimableAllowanceSchema),
});
export type MyAllowances = z.infer<typeof myAllowancesSchema>;
