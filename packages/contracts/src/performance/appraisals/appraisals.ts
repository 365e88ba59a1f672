import { z } from 'zod';
import { pagingQuerySchema } from '../../platform/envelope.ts';
import { calendarDate } from '../../platform/dates.ts';
import { approvalDecisionSchema } from '../../platform/approval-decisions.ts';
import { idArray, optionalText, requiredName, rowId } from '../../platform/fields.ts';
import { scorecardSchema } from './appraisal-settings.ts';
import {
  APPRAISAL_DECISION_MESSAGES,
  APPRAISAL_MESSAGES as M,
  APPRAISAL_STATUSES,
} from './appraisals-messages.ts';

/** Appraisal groups, their members' appraisals, ratings and reports (issue 22, ADR 64). */

const refId = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(Number.MAX_SAFE_INTEGER, message);

const groupFields = {
  name: requiredName(M.nameRequired, M.nameTooLong),
  general_setting_id: refId(M.generalSettingRequired),
  period: z.string({ error: M.periodRequired }).trim().min(1, M.periodRequired).max(150, M.periodRequired),
  scorecard_id: refId(M.scorecardRequired),
  employee_ids: idArray(M.employeesInvalid).optional(),
  department_ids: idArray(M.departmentsInvalid).optional(),
  due_date: calendarDate(M.dueDateRequired),
};
const membersGiven = (v: { employee_ids?: number[] | undefined; department_ids?: number[] | undefined }) =>
  (v.employee_ids?.length ?? 0) + (v.department_ids?.length ?? 0) > 0;

/** POST /hrm/appraisals: a draft group; its members are the employees and the departments' staff. */
export const appraisalGroupInputSchema = z
  .object(groupFields)
  .refine(membersGiven, { path: ['employee_ids'], message: M.membersRequired });
export type AppraisalGroupInput = z.input<typeof appraisalGroupInputSchema>;
export type AppraisalGroupValues = z.output<typeof appraisalGroupInputSchema>;

/** PUT /hrm/appraisals: the same with the group's `id` in the body; drafts only. */
export const appraisalGroupUpdateSchema = z
  .object({ id: refId(M.notFound), ...groupFields })
  .refine(membersGiven, { path: ['employee_ids'], message: M.membersRequired });
export type AppraisalGroupUpdateValues = z.output<typeof appraisalGroupUpdateSchema>;

const score = z.string().nullable();

/** One member's appraisal as HR, the approver or a list reads it (no ratings). */
export const appraisalSummarySchema = z.object({
  id: rowId,
  group_id: rowId,
  group_name: z.string(),
  period: z.string(),
  due_date: z.string(),
  employee_id: rowId,
  employee_name: z.string(),
  department_name: z.string().nullable(),
  appraiser_id: rowId,
  appraiser_name: z.string(),
  status: z.enum(APPRAISAL_STATUSES),
  self_submitted_at: z.string().nullable(),
  appraiser_submitted_at: z.string().nullable(),
  /** Two decimals as text ("78.45"); null until that side submitted (or hidden from the reader). */
  self_score: score,
  appraiser_score: score,
  final_score: score,
  final_grade: z.string().nullable(),
  rejection_reason: z.string().nullable(),
});
export type AppraisalSummary = z.infer<typeof appraisalSummarySchema>;

export const appraisalGroupSchema = z.object({
  id: rowId,
  name: z.string(),
  general_setting_id: rowId,
  general_setting_name: z.string(),
  period: z.string(),
  scorecard_id: rowId,
  scorecard_name: z.string(),
  employee_ids: z.array(rowId),
  department_ids: z.array(rowId),
  due_date: z.string(),
  status: z.enum(APPRAISAL_STATUSES),
  initiated_at: z.string().nullable(),
  ended_at: z.string().nullable(),
  /** Members, and how many have each side submitted / are approved. */
  progress: z.object({
    members: z.number().int(),
    self_submitted: z.number().int(),
    appraiser_submitted: z.number().int(),
    approved: z.number().int(),
  }),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AppraisalGroup = z.infer<typeof appraisalGroupSchema>;

/** GET /hrm/appraisals/{id}: the group with every member's appraisal. */
export const appraisalGroupDetailSchema = appraisalGroupSchema.extend({
  appraisals: z.array(appraisalSummarySchema),
});
export type AppraisalGroupDetail = z.infer<typeof appraisalGroupDetailSchema>;

export const appraisalGroupListQuerySchema = pagingQuerySchema.extend({
  status: z
    .preprocess((v) => (v === '' ? undefined : v), z.enum(APPRAISAL_STATUSES).optional())
    .catch(undefined),
});
export type AppraisalGroupListQuery = z.infer<typeof appraisalGroupListQuerySchema>;

/** POST /hrm/appraisals/initiate and /end: the groups' ids. */
export const appraisalIdsSchema = z.object({ appraisal_ids: idArray(M.idsRequired, 1) });
export type AppraisalIdsInput = z.input<typeof appraisalIdsSchema>;
export const appraisalBatchResultSchema = z.object({ done: z.number().int(), ids: z.array(rowId) });

export const ratingSchema = z.object({
  kpi_id: rowId,
  score: z.number().int(),
  comment: z.string().nullable(),
});
export type Rating = z.infer<typeof ratingSchema>;

/** GET self-appraisable/{id} and appraiser-appraisable/{id}: the appraisal, its scorecard, the ratings the reader may see. */
export const appraisableSchema = appraisalSummarySchema.extend({
  scorecard: scorecardSchema,
  /** The employee's ratings (drafts only to the employee themselves). */
  self_ratings: z.array(ratingSchema),
  /** The appraiser's ratings: to the employee only once both sides submitted. */
  appraiser_ratings: z.array(ratingSchema),
});
export type Appraisable = z.infer<typeof appraisableSchema>;

/** POST self-ratings and appraiser-ratings; `submit: false` keeps a draft. */
export const ratingsInputSchema = z.object({
  appraisal_id: refId(M.appraisalIdRequired),
  ratings: z
    .array(
      z.object({
        kpi_id: refId(M.kpiNotFound),
        score: z.coerce.number({ error: M.scoreOutsideScale }).int(M.scoreOutsideScale),
        comment: optionalText(1000, M.commentTooLong),
      }),
      { error: M.ratingsInvalid },
    )
    .max(600, M.ratingsInvalid),
  submit: z.preprocess((v) => v === true || v === 'true' || v === 1 || v === '1', z.boolean()).default(false),
});
export type RatingsInput = z.input<typeof ratingsInputSchema>;
export type RatingsValues = z.output<typeof ratingsInputSchema>;

/** POST /hrm/appraisals/approve and /reject: member appraisals' ids (reject needs `reason`). */
export const appraisalDecisionSchema = approvalDecisionSchema('appraisal_ids', APPRAISAL_DECISION_MESSAGES);
export type AppraisalDecisionInput = z.infer<typeof appraisalDecisionSchema>;

export const appraisalApprovalSchema = appraisalSummarySchema.extend({
  level: z.number().int(),
  level_label: z.string(),
  approval_type: z.string(),
});
export type AppraisalApproval = z.infer<typeof appraisalApprovalSchema>;

/** POST /hrm/appraisals/reports. */
export const appraisalReportInputSchema = z.object({
  general_setting_id: refId(M.generalSettingRequired),
  period: z.string().trim().max(150).optional().nullable(),
  department_ids: idArray(M.departmentsInvalid).optional(),
  branch_ids: idArray(M.departmentsInvalid).optional(),
});
export type AppraisalReportInput = z.input<typeof appraisalReportInputSchema>;
export type AppraisalReportValues = z.output<typeof appraisalReportInputSchema>;

const aggregate = z.object({
  id: rowId.nullable(),
  name: z.string(),
  appraisals: z.number().int(),
  average_final_score: score,
  average_self_score: score,
  average_appraiser_score: score,
});
export const appraisalReportSchema = z.object({
  general_setting_id: rowId,
  period: z.string().nullable(),
  employees: z.array(
    z.object({
      appraisal_id: rowId,
      employee_id: rowId,
      employee_name: z.string(),
      department_name: z.string().nullable(),
      branch_name: z.string().nullable(),
      period: z.string(),
      status: z.enum(APPRAISAL_STATUSES),
      self_score: score,
      appraiser_score: score,
      final_score: score,
      final_grade: z.string().nullable(),
      /** appraiser_score − self_score, two decimals, when both are in. */
      gap: score,
    }),
  ),
  by_department: z.array(aggregate),
  by_branch: z.array(aggregate),
  grade_distribution: z.array(z.object({ grade: z.string(), count: z.number().int() })),
  average_gap: score,
});
export type AppraisalReport = z.infer<typeof appraisalReportSchema>;
