import { z } from 'zod';
import { pagingQuerySchema } from '../../platform/envelope.ts';
import { calendarDate, isCalendarDate } from '../../platform/dates.ts';
import { approvalDecisionSchema } from '../../platform/approval-decisions.ts';
import { blankAsNull, optionalText, rowId } from '../../platform/fields.ts';
import {
  IMPROVEMENT_PLAN_DECISION_MESSAGES,
  IMPROVEMENT_PLAN_MESSAGES as M,
  IMPROVEMENT_PLAN_OUTCOMES,
  IMPROVEMENT_PLAN_STATUSES,
} from './improvement-plans-messages.ts';

/** Performance improvement plans (issue 23 "Performance improvement plan", ADR 62). */

const personId = (message: string) => z.coerce.number({ error: message }).int(message).positive(message);

export const improvementPlanGoalInputSchema = z.object({
  text: z.string({ error: M.goalTextRequired }).trim().min(1, M.goalTextRequired).max(1000, M.textTooLong),
  measure: optionalText(1000, M.textTooLong),
  due_date: z.preprocess(
    blankAsNull,
    z
      .string({ error: M.goalDueDateInvalid })
      .refine(isCalendarDate, M.goalDueDateInvalid)
      .nullable()
      .optional(),
  ),
});

/** POST and PUT /hrm/improvement-plans: the whole plan each time. */
export const improvementPlanInputSchema = z
  .object({
    employee_id: personId(M.employeeRequired),
    reviewer_id: personId(M.reviewerRequired),
    reason: z.string({ error: M.reasonRequired }).trim().min(1, M.reasonRequired).max(1000, M.textTooLong),
    goals: z
      .array(improvementPlanGoalInputSchema, { error: M.goalsRequired })
      .min(1, M.goalsRequired)
      .max(20, M.goalsTooMany),
    review_date: calendarDate(M.reviewDateRequired),
  })
  .superRefine((v, ctx) => {
    if (v.employee_id === v.reviewer_id)
      ctx.addIssue({ code: 'custom', path: ['reviewer_id'], message: M.reviewerIsEmployee });
  });
export type ImprovementPlanInput = z.input<typeof improvementPlanInputSchema>;
export type ImprovementPlanValues = z.output<typeof improvementPlanInputSchema>;

export const improvementPlanGoalSchema = z.object({
  id: rowId,
  text: z.string(),
  measure: z.string().nullable(),
  due_date: z.string().nullable(),
});

export const improvementPlanSchema = z.object({
  id: rowId,
  employee_id: rowId,
  employee_name: z.string(),
  reviewer_id: rowId,
  reviewer_name: z.string(),
  reason: z.string(),
  goals: z.array(improvementPlanGoalSchema),
  review_date: z.string(),
  status: z.enum(IMPROVEMENT_PLAN_STATUSES),
  rejection_reason: z.string().nullable(),
  outcome: z.enum(IMPROVEMENT_PLAN_OUTCOMES).nullable(),
  outcome_note: z.string().nullable(),
  outcome_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ImprovementPlan = z.infer<typeof improvementPlanSchema>;

/** An inbox row: the plan with the level waiting on the approver. */
export const improvementPlanApprovalSchema = improvementPlanSchema.extend({
  level: z.number().int(),
  level_label: z.string(),
  approval_type: z.string(),
});
export type ImprovementPlanApproval = z.infer<typeof improvementPlanApprovalSchema>;

/** The list: paging, `search_query` on the employee's name, an optional `status`, `mine`. */
export const improvementPlanListQuerySchema = pagingQuerySchema.extend({
  status: z
    .preprocess((v) => (v === '' ? undefined : v), z.enum(IMPROVEMENT_PLAN_STATUSES).optional())
    .catch(undefined),
  /** Only the plans about me or that I review, even with `view trainings`. */
  mine: z
    .preprocess((v) => v === true || v === 'true' || v === '1', z.boolean())
    .optional()
    .catch(undefined),
});
export type ImprovementPlanListQuery = z.infer<typeof improvementPlanListQuerySchema>;

/** PUT /hrm/improvement-plans/{id}/outcome. */
export const improvementPlanOutcomeSchema = z.object({
  outcome: z.enum(IMPROVEMENT_PLAN_OUTCOMES, { error: M.outcomeInvalid }),
  note: optionalText(1000, M.textTooLong),
});
export type ImprovementPlanOutcomeInput = z.input<typeof improvementPlanOutcomeSchema>;

/** POST /hrm/improvement-plans/approve and /reject. */
export const improvementPlanDecisionSchema = approvalDecisionSchema(
  'improvement_plan_ids',
  IMPROVEMENT_PLAN_DECISION_MESSAGES,
);
export type ImprovementPlanDecisionInput = z.infer<typeof improvementPlanDecisionSchema>;
