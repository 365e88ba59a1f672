import { z } from 'zod';
import { pagingQuerySchema } from '../../platform/envelope.ts';
import { idArray, optionalText, requiredId, requiredName, rowCount, rowId } from '../../platform/fields.ts';
import { approvalDecisionSchema, approvalLevelSchema } from '../../platform/approval-decisions.ts';
import { flagInput, optionalPayMonthInput, payMonthInput, toPayMonth } from '../allowances/pay-months.ts';
import { positiveNaira } from '../allowances/allowances.ts';
import {
  BENEFIT_DEDUCTION_DECISION_MESSAGES,
  BENEFIT_DEDUCTION_FREQUENCIES,
  BENEFIT_DEDUCTION_KINDS,
  BENEFIT_DEDUCTION_MESSAGES as M,
  BENEFIT_DEDUCTION_STATUSES,
} from './benefits-messages.ts';

/**
 * Benefits and deductions (issue 20 "decided here"; ADR 54). Amounts are whole kobo once parsed and
 * naira text ("15000.00") in answers; months are `YYYY-MM`.
 */

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

// ---------------------------------------------------------------------------------------------
// Types
// ---------------------------------------------------------------------------------------------

const typeFields = {
  name: requiredName(M.typeNameRequired, M.typeNameTooLong),
  is_deduction: flagInput(M.flagInvalid, false),
  is_taxable: flagInput(M.flagInvalid, true),
  description: optionalText(1000, M.descriptionTooLong),
};

/** A deduction is never taxable: the flag is a benefit's (it adds to PAYE's gross). */
const typeValues = (v: {
  name: string;
  is_deduction: boolean;
  is_taxable: boolean;
  description?: string | null | undefined;
}) => ({
  name: v.name,
  is_deduction: v.is_deduction,
  is_taxable: v.is_deduction ? false : v.is_taxable,
  description: v.description ?? null,
});

/** POST/PUT …/settings/benefit-deduction-types. */
export const benefitDeductionTypeInputSchema = z.object(typeFields).transform(typeValues);
export type BenefitDeductionTypeInput = z.input<typeof benefitDeductionTypeInputSchema>;
export type BenefitDeductionTypeValues = z.output<typeof benefitDeductionTypeInputSchema>;

/** PUT …/settings/benefit-deduction-types with `id` in the body (spec ambiguity 28). */
export const benefitDeductionTypeUpdateSchema = z
  .object({ id: requiredId(M.idRequired), ...typeFields })
  .transform((v) => ({ id: v.id, ...typeValues(v) }));

export const benefitDeductionTypeSchema = z.object({
  id: rowId,
  name: z.string(),
  is_deduction: z.boolean(),
  /** A taxable benefit adds to PAYE's gross; a deduction is never taxable. */
  is_taxable: z.boolean(),
  description: z.string().nullable(),
  /** Shown as Benefit or Deduction. */
  kind: z.enum(BENEFIT_DEDUCTION_KINDS),
  /** How many records use it (a type in use cannot be deleted). */
  records_count: rowCount,
});
export type BenefitDeductionType = z.infer<typeof benefitDeductionTypeSchema>;

const kindFilter = z.preprocess(blank, z.enum(BENEFIT_DEDUCTION_KINDS, { error: M.kindInvalid }).optional());

/** GET …/benefit-deduction-types: paging, search on the name, kind. */
export const benefitDeductionTypeListQuerySchema = pagingQuerySchema.extend({ kind: kindFilter });
export type BenefitDeductionTypeListQuery = z.infer<typeof benefitDeductionTypeListQuerySchema>;

/** DELETE …/{ids}: a comma list of ids (spec: `/[ids]`). */
export const commaIdsParamsSchema = z.object({
  id: z
    .string()
    .regex(/^\s*\d{1,15}\s*(,\s*\d{1,15}\s*){0,199}$/, M.idsRequired)
    .transform((v) => [...new Set(v.split(',').map((s) => Number(s.trim())))])
    .refine((ids) => ids.every((id) => Number.isSafeInteger(id) && id > 0), M.idsRequired),
});

// ---------------------------------------------------------------------------------------------
// Records
// ---------------------------------------------------------------------------------------------

const recordFields = {
  benefit_deduction_type_id: requiredId(M.typeRequired),
  amount: positiveNaira(M.amountRequired, M.amountPositive),
  frequency: z.enum(BENEFIT_DEDUCTION_FREQUENCIES, { error: M.frequencyInvalid }),
  start_month: payMonthInput(M.startMonthRequired),
  end_month: optionalPayMonthInput(M.monthInvalid),
  note: optionalText(1000, M.noteTooLong),
};

type RecordShape = {
  frequency: (typeof BENEFIT_DEDUCTION_FREQUENCIES)[number];
  start_month: string;
  end_month: string | null;
};

/** A monthly record needs its end month, at or after its start; a one-off has none. */
function checkMonths(v: RecordShape, ctx: z.RefinementCtx) {
  if (v.frequency === 'monthly' && v.end_month === null)
    ctx.addIssue({ code: 'custom', path: ['end_month'], message: M.endMonthRequired });
  else if (v.frequency === 'monthly' && v.end_month !== null && v.end_month < v.start_month)
    ctx.addIssue({ code: 'custom', path: ['end_month'], message: M.endMonthOrder });
  else if (v.frequency === 'one_off' && v.end_month !== null && v.end_month !== v.start_month)
    ctx.addIssue({ code: 'custom', path: ['end_month'], message: M.endMonthOneOff });
}

const recordValues = (
  v: RecordShape & { benefit_deduction_type_id: number; amount: number; note?: string | null | undefined },
) => ({
  benefit_deduction_type_id: v.benefit_deduction_type_id,
  amount_kobo: v.amount,
  frequency: v.frequency,
  start_month: v.start_month,
  end_month: v.frequency === 'one_off' ? null : v.end_month,
  note: v.note ?? null,
});

/** POST /payroll/benefit-and-deduction: `employee_id`, or `employee_ids` for one record each. */
export const benefitDeductionCreateSchema = z
  .object({
    employee_id: z.preprocess(blank, requiredId(M.employeeInvalid).optional()),
    employee_ids: z.preprocess(blank, idArray(M.employeeInvalid).optional()),
    ...recordFields,
  })
  .superRefine((v, ctx) => {
    if (v.employee_id === undefined && (v.employee_ids ?? []).length === 0)
      ctx.addIssue({ code: 'custom', path: ['employee_id'], message: M.employeeRequired });
    checkMonths(v, ctx);
  })
  .transform((v) => ({
    employee_ids: [
      ...new Set([...(v.employee_id === undefined ? [] : [v.employee_id]), ...(v.employee_ids ?? [])]),
    ],
    ...recordValues(v),
  }));
export type BenefitDeductionCreateInput = z.input<typeof benefitDeductionCreateSchema>;
export type BenefitDeductionCreateValues = z.output<typeof benefitDeductionCreateSchema>;

const recordUpdateFields = { employee_id: requiredId(M.employeeRequired), ...recordFields };

/** PUT /payroll/benefit-and-deduction/{id}: one employee's record, pending only. */
export const benefitDeductionUpdateSchema = z
  .object(recordUpdateFields)
  .superRefine(checkMonths)
  .transform((v) => ({ employee_id: v.employee_id, ...recordValues(v) }));
export type BenefitDeductionUpdateInput = z.input<typeof benefitDeductionUpdateSchema>;
export type BenefitDeductionUpdateValues = z.output<typeof benefitDeductionUpdateSchema>;

/** PUT /payroll/benefit-and-deduction with `id` in the body (spec ambiguity 28). */
export const benefitDeductionBodyUpdateSchema = z
  .object({ id: requiredId(M.idRequired), ...recordUpdateFields })
  .superRefine(checkMonths)
  .transform((v) => ({ id: v.id, employee_id: v.employee_id, ...recordValues(v) }));

const monthFilter = z.preprocess(
  blank,
  z
    .string({ error: M.monthInvalid })
    .refine((v) => toPayMonth(v) !== undefined, M.monthInvalid)
    .transform((v) => toPayMonth(v) as string)
    .optional(),
);

/** GET /payroll/benefit-and-deduction and …/approvals: paging, search and the filters. */
export const benefitDeductionListQuerySchema = pagingQuerySchema.extend({
  employee_id: z.preprocess(blank, requiredId(M.employeeInvalid).optional()),
  benefit_deduction_type_id: z.preprocess(blank, requiredId(M.typeRequired).optional()),
  kind: kindFilter,
  status: z.preprocess(blank, z.enum(BENEFIT_DEDUCTION_STATUSES, { error: M.statusInvalid }).optional()),
  /** Only records paid (or taken) in this month, `YYYY-MM`. */
  month: monthFilter,
});
export type BenefitDeductionListQuery = z.infer<typeof benefitDeductionListQuerySchema>;

/** One month a confirmed payroll paid (or took) it. */
export const benefitDeductionPaymentSchema = z.object({
  month: z.string(),
  amount: z.string(),
  confirmed_at: z.iso.datetime(),
});
export type BenefitDeductionPayment = z.infer<typeof benefitDeductionPaymentSchema>;

export const benefitDeductionSchema = z.object({
  id: rowId,
  employee_id: rowId,
  employee_name: z.string(),
  pin: z.string().nullable(),
  branch: z.string().nullable(),
  benefit_deduction_type_id: rowId,
  type_name: z.string(),
  is_deduction: z.boolean(),
  is_taxable: z.boolean(),
  kind: z.enum(BENEFIT_DEDUCTION_KINDS),
  /** Naira, two decimals: a month's amount for a monthly record. */
  amount: z.string(),
  frequency: z.enum(BENEFIT_DEDUCTION_FREQUENCIES),
  start_month: z.string(),
  end_month: z.string().nullable(),
  note: z.string().nullable(),
  status: z.enum(BENEFIT_DEDUCTION_STATUSES),
  decided_at: z.iso.datetime().nullable(),
  rejection_reason: z.string().nullable(),
  created_by_name: z.string().nullable(),
  created_at: z.iso.datetime(),
  /** How many of its months a confirmed payroll paid, of how many it covers. */
  months_paid: rowCount,
  months_total: rowCount,
  /** Pending, and the caller holds 'edit benefit deduction'. */
  can_edit: z.boolean(),
  /** It waits on the caller's decision now. */
  can_decide: z.boolean(),
  level: z.number().int(),
  level_label: z.string(),
});
export type BenefitDeduction = z.infer<typeof benefitDeductionSchema>;

/** GET /payroll/benefit-and-deduction/{id}: with its approval and the months it was paid. */
export const benefitDeductionDetailSchema = benefitDeductionSchema.extend({
  approval_type: z.string().nullable(),
  levels: z.array(approvalLevelSchema),
  payments: z.array(benefitDeductionPaymentSchema),
});
export type BenefitDeductionDetail = z.infer<typeof benefitDeductionDetailSchema>;

/** POST's answer: the first record made, and every record's id (one per employee). */
export const benefitDeductionCreatedSchema = benefitDeductionSchema.extend({ created_ids: z.array(rowId) });
export type BenefitDeductionCreated = z.infer<typeof benefitDeductionCreatedSchema>;

/** POST …/approve and /reject: benefit_deduction_ids (or id), reason, comment (ADR 31). */
export const benefitDeductionDecisionSchema = approvalDecisionSchema(
  'benefit_deduction_ids',
  BENEFIT_DEDUCTION_DECISION_MESSAGES,
);
export type BenefitDeductionDecisionInput = z.infer<typeof benefitDeductionDecisionSchema>;
