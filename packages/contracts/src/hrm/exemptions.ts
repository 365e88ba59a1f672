import { z } from 'zod';
import { pagingQuerySchema } from '../platform/envelope.ts';
import { blankAsNull, deletedCountSchema, idArray, optionalId, rowId } from '../platform/fields.ts';
import {
  EXEMPTION_DECISION_MESSAGES,
  EXEMPTION_MESSAGES,
  EXEMPTION_STATUSES,
} from './exemptions-messages.ts';
import { isCalendarDate } from '../platform/dates.ts';
import {
  approvalDecisionResultSchema,
  approvalDecisionSchema,
  approvalLevelSchema,
  type ApprovalDecisionResult,
} from '../platform/approval-decisions.ts';

const M = EXEMPTION_MESSAGES;

const requiredDay = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().slice(0, 10) : v),
    z.string({ error: message }).refine(isCalendarDate, message),
  );
const optionalDay = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : v.trim().slice(0, 10)) : v),
    z.string({ error: message }).refine(isCalendarDate, message).optional(),
  );

/**
 * POST /hrm/exemptions and PUT /hrm/exemptions/{id}. Without `employee_id` the request is the
 * signed-in employee's; naming another employee needs 'create exemption'. An edit keeps its employee.
 */
export const exemptionInputSchema = z.object({
  employee_id: optionalId(M.employeeRequired),
  date: requiredDay(M.dateRequired),
  exemption_reason: z.preprocess(
    blankAsNull,
    z.string({ error: M.reasonRequired }).min(1, M.reasonRequired).max(1000, M.reasonTooLong),
  ),
});
export type ExemptionInput = z.infer<typeof exemptionInputSchema>;

/** The lists' filters (spec 2 §3: status, start_date, end_date); empty values mean no filter. */
export const exemptionListQuerySchema = pagingQuerySchema
  .extend({
    status: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.enum(EXEMPTION_STATUSES, { error: M.statusInvalid }).optional(),
    ),
    start_date: optionalDay(M.dateRequired),
    end_date: optionalDay(M.dateRequired),
  })
  .refine((q) => !q.start_date || !q.end_date || q.start_date <= q.end_date, {
    message: M.dateRangeInvalid,
    path: ['end_date'],
  });
export type ExemptionListQuery = z.infer<typeof exemptionListQuerySchema>;

/** One exemption request in a list. `status` repeats `exemption_status` for screens reading either. */
export const exemptionRowSchema = z.object({
  id: rowId,
  employee_id: rowId,
  employee_name: z.string(),
  /** yyyy-MM-dd */
  date: z.string(),
  exemption_reason: z.string(),
  exemption_status: z.enum(EXEMPTION_STATUSES),
  status: z.enum(EXEMPTION_STATUSES),
  created_at: z.iso.datetime(),
});
export type ExemptionRow = z.infer<typeof exemptionRowSchema>;

/** GET /hrm/exemptions/{id}: the row, with how its approval went and what the viewer may do. */
export const exemptionDetailSchema = exemptionRowSchema.extend({
  /** Concurrent or Sequential; null when no group applied (the module's rule decided at once). */
  approval_type: z.string().nullable(),
  levels: z.array(approvalLevelSchema),
  /** The viewer may edit it now (pending, and theirs or they hold 'edit exemption'). */
  can_edit: z.boolean(),
  /** It waits on the viewer's approval now. */
  can_decide: z.boolean(),
});
export type ExemptionDetail = z.infer<typeof exemptionDetailSchema>;

/** GET /hrm/exemptions/approval/requests: an item waiting on the signed-in approver. */
export const exemptionApprovalRowSchema = exemptionRowSchema.extend({
  /** The level the viewer acts for (the current one of a Sequential chain). */
  level: z.number().int(),
  level_label: z.string(),
  approval_type: z.string(),
});
export type ExemptionApprovalRow = z.infer<typeof exemptionApprovalRowSchema>;

/** DELETE /hrm/exemptions/[ids] may also carry its ids in the body. */
export const exemptionDeleteSchema = z
  .object({ exemption_request_ids: idArray(M.idsRequired).optional() })
  .nullish();
export const exemptionDeletedSchema = deletedCountSchema;

export const EXEMPTION_DECISIONS = ['approve', 'reject'] as const;
export type ExemptionDecision = (typeof EXEMPTION_DECISIONS)[number];

/**
 * POST /hrm/exemptions/approve and /reject (the spec's {endpoint}): `exemption_request_ids`, or `id`
 * for one, `reason` (needed to reject) and `comment` (ADR 31).
 */
export const exemptionDecisionSchema = approvalDecisionSchema(
  'exemption_request_ids',
  EXEMPTION_DECISION_MESSAGES,
);
export type ExemptionDecisionInput = z.infer<typeof exemptionDecisionSchema>;

/** What a decision answers: the ids decided, and each other id with its reason (ADR 31). */
export const exemptionDecisionResultSchema = approvalDecisionResultSchema;
export type ExemptionDecisionResult = ApprovalDecisionResult;
