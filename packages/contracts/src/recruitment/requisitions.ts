import { z } from 'zod';
import { pagingQuerySchema } from '../platform/envelope.ts';
import { approvalDecisionSchema } from '../platform/approval-decisions.ts';
import {
  blankAsNull,
  optionalId,
  optionalText,
  personRefSchema,
  requiredName,
  rowCount,
  rowId,
} from '../platform/fields.ts';
import {
  EMPLOYMENT_TYPES,
  JOB_REQUEST_STATUSES,
  JOB_REQUEST_URGENCIES,
  REQUISITION_DECISION_MESSAGES,
  REQUISITION_MESSAGES as M,
} from './requisitions-messages.ts';

/** Talent requisitions (job requests) and requisition templates (issue 24, ADR 66). */

const requiredId = (message: string) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce.number({ error: message }).int(message).positive(message),
  );

/** Naira a month: '' or absent is none; at most 2 decimals, not negative. Kept as kobo by the server. */
export const nairaAmount = (message: string) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z.coerce
      .number({ error: message })
      .min(0, message)
      .max(1_000_000_000, message)
      .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, message)
      .nullable()
      .optional(),
  );

/** min ≤ max when both are given, else the error is on `maxField` in the spec's wording. */
export function checkRange(
  v: Record<string, unknown>,
  ctx: z.RefinementCtx,
  minField: string,
  maxField: string,
  message: string,
) {
  const min = v[minField];
  const max = v[maxField];
  if (typeof min === 'number' && typeof max === 'number' && min > max)
    ctx.addIssue({ code: 'custom', path: [maxField], message });
}

const headcount = z.coerce
  .number({ error: M.headcountInvalid })
  .int(M.headcountInvalid)
  .min(1, M.headcountInvalid)
  .max(1000, M.headcountInvalid);

/** POST and PUT /hrm/recruitment/job-requests: the whole request each time. */
export const jobRequestInputSchema = z
  .object({
    title: requiredName(M.titleRequired, M.titleTooLong),
    department_id: requiredId(M.departmentRequired),
    designation_id: optionalId(M.designationInvalid),
    branch_id: requiredId(M.branchRequired),
    headcount,
    employment_type: z.enum(EMPLOYMENT_TYPES, { error: M.employmentTypeInvalid }),
    justification: optionalText(2000, M.textTooLong),
    budget_min: nairaAmount(M.budgetInvalid),
    budget_max: nairaAmount(M.budgetInvalid),
    urgency: z.preprocess(
      (v) => (v === '' || v === null || v === undefined ? 'normal' : v),
      z.enum(JOB_REQUEST_URGENCIES, { error: M.urgencyInvalid }),
    ),
    template_id: optionalId(M.templateInvalid),
  })
  .superRefine((v, ctx) => checkRange(v, ctx, 'budget_min', 'budget_max', M.budgetRange));
export type JobRequestInput = z.input<typeof jobRequestInputSchema>;
export type JobRequestValues = z.output<typeof jobRequestInputSchema>;

export const jobRequestSchema = z.object({
  id: rowId,
  title: z.string(),
  department_id: rowId,
  department_name: z.string(),
  designation_id: rowId.nullable(),
  designation_name: z.string().nullable(),
  branch_id: rowId,
  branch_name: z.string(),
  headcount: z.number().int(),
  /** Places still to fill; a hire counts it down and the request is `filled` at zero. */
  remaining: rowCount,
  employment_type: z.enum(EMPLOYMENT_TYPES),
  justification: z.string().nullable(),
  budget_min: z.number().nullable(),
  budget_max: z.number().nullable(),
  urgency: z.enum(JOB_REQUEST_URGENCIES),
  template_id: rowId.nullable(),
  template_name: z.string().nullable(),
  status: z.enum(JOB_REQUEST_STATUSES),
  rejection_reason: z.string().nullable(),
  requested_by: personRefSchema.nullable(),
  postings_count: rowCount,
  created_at: z.string(),
  updated_at: z.string(),
});
export type JobRequest = z.infer<typeof jobRequestSchema>;

/** An inbox row: the request with the level waiting on the approver. */
export const jobRequestApprovalSchema = jobRequestSchema.extend({
  level: z.number().int(),
  level_label: z.string(),
  approval_type: z.string(),
});
export type JobRequestApproval = z.infer<typeof jobRequestApprovalSchema>;

const filterId = optionalId(M.departmentRequired).catch(undefined);
const filterEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.enum(values).optional()).catch(undefined);

/** The list: paging, `search_query` on the title, and optional filters. */
export const jobRequestListQuerySchema = pagingQuerySchema.extend({
  status: filterEnum(JOB_REQUEST_STATUSES),
  urgency: filterEnum(JOB_REQUEST_URGENCIES),
  employment_type: filterEnum(EMPLOYMENT_TYPES),
  department_id: filterId,
  branch_id: filterId,
});
export type JobRequestListQuery = z.infer<typeof jobRequestListQuerySchema>;

// ----- Requisition templates (manage-talent-requisition-settings) -----

export const requisitionTemplateInputSchema = z
  .object({
    name: requiredName(M.templateNameRequired, M.templateNameTooLong),
    description: optionalText(2000, M.textTooLong),
    department_id: optionalId(M.departmentNotFound),
    designation_id: optionalId(M.designationInvalid),
    employment_type: z.preprocess(
      (v) => (v === '' || v === undefined ? null : blankAsNull(v)),
      z.enum(EMPLOYMENT_TYPES, { error: M.employmentTypeInvalid }).nullable(),
    ),
    headcount: z.preprocess((v) => (v === '' || v === undefined ? null : v), headcount.nullable()),
    justification: optionalText(2000, M.textTooLong),
    budget_min: nairaAmount(M.budgetInvalid),
    budget_max: nairaAmount(M.budgetInvalid),
  })
  .superRefine((v, ctx) => checkRange(v, ctx, 'budget_min', 'budget_max', M.budgetRange));
export type RequisitionTemplateInput = z.input<typeof requisitionTemplateInputSchema>;
export type RequisitionTemplateValues = z.output<typeof requisitionTemplateInputSchema>;

export const requisitionTemplateSchema = z.object({
  id: rowId,
  name: z.string(),
  description: z.string().nullable(),
  department_id: rowId.nullable(),
  department_name: z.string().nullable(),
  designation_id: rowId.nullable(),
  designation_name: z.string().nullable(),
  employment_type: z.enum(EMPLOYMENT_TYPES).nullable(),
  headcount: z.number().int().nullable(),
  justification: z.string().nullable(),
  budget_min: z.number().nullable(),
  budget_max: z.number().nullable(),
  requests_count: rowCount,
});
export type RequisitionTemplate = z.infer<typeof requisitionTemplateSchema>;

export const jobRequestDecisionSchema = approvalDecisionSchema(
  'job_request_ids',
  REQUISITION_DECISION_MESSAGES,
);
export type JobRequestDecisionInput = z.infer<typeof jobRequestDecisionSchema>;
