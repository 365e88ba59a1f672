import { z } from 'zod';
import { pagingQuerySchema } from '../platform/envelope.ts';
import { calendarDate, optionalCalendarDate } from '../platform/dates.ts';
import { idArray, rowCount, rowId } from '../platform/fields.ts';
import {
  approvalDecisionResultSchema,
  approvalDecisionSchema,
  approvalReasonSchema,
  type ApprovalDecisionResult,
} from '../platform/approval-decisions.ts';

/**
 * Leave requests (spec 2 §3 "Leave", §4, §5 "Create leave"/"Edit leave", §7 "Leave"; ADR 23). The
 * spec's own words where it gives them; the rest are ours, written once here.
 */
export const LEAVE_MESSAGES = {
  listed: 'Leave requests fetched successfully',
  loaded: 'Leave request fetched successfully',
  created: 'Leave request created successfully',
  updated: 'Leave request updated successfully',
  deleted: 'Leave deleted successfully',
  cancelled: 'Leave request cancelled successfully',
  approved: 'Leave request approved successfully',
  rejected: 'Leave request rejected successfully',
  balancesLoaded: 'Leave balances fetched successfully',
  reliefListed: 'Relief officers fetched successfully',
  notFound: 'Leave request not found',
  // spec 2 §5
  employeeRequired: 'Please input employee name',
  leaveTypeRequired: 'Please input leave type ',
  leaveTypeSelect: 'Please select leave type ',
  noteRequired: 'Please input note ',
  dateRequired: 'Please select date ',
  // ours (ADR 23)
  noteTooLong: 'The note can hold at most 2000 characters',
  endBeforeStart: 'The end date cannot be before the start date',
  spansYears: "A leave request cannot span two leave years; request each year's days separately",
  noWorkingDays: 'The dates chosen hold no working day',
  notEligible: 'This leave type is not available to this employee',
  reliefInvalid: 'Please select a relief officer other than the employee',
  reliefUnknown: 'Please select a current employee as relief officer',
  employeeUnknown: 'Please input employee name',
  onlyPendingEdited: 'Only a pending leave request can be edited',
  onlyPendingOrScheduledCancelled: 'Only a pending or scheduled leave request can be cancelled',
  notYours: 'You can only cancel your own leave requests',
  reasonRequired: 'Please give a reason for the rejection',
  reasonTooLong: 'The reason can hold at most 1000 characters',
  idsRequired: 'Please select at least one leave request',
  notWaitingOnYou: 'This leave request is not waiting on your approval',
  ownRequest: 'You cannot approve or reject your own leave request',
  notPending: 'This leave request is no longer pending',
  noneDecided: 'No leave request was approved or rejected',
  noneCancelled: 'No leave request was cancelled',
  unknownAction: 'Unknown leave action',
  overlaps: (start_date: string, end_date: string) =>
    `You already have a leave request from ${start_date} to ${end_date}`,
  balanceExceeded: (days: number, leave_type: string, year: number) =>
    `Only ${days} day(s) of ${leave_type} remain for ${year}`,
} as const;

const M = LEAVE_MESSAGES;

/** Stored statuses (ADR 23). */
export const STORED_LEAVE_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
/** Statuses as read: approved is `scheduled` before its start date, `taken` from it (spec 2 §4). */
export const LEAVE_STATUSES = ['pending', 'scheduled', 'taken', 'rejected', 'cancelled'] as const;
export type LeaveStatus = (typeof LEAVE_STATUSES)[number];
/** The list filter's choices (spec 2 §4), plus `approved` for scheduled or taken. */
export const LEAVE_FILTER_STATUSES = [
  'scheduled',
  'rejected',
  'pending',
  'taken',
  'cancelled',
  'approved',
] as const;
export type LeaveFilterStatus = (typeof LEAVE_FILTER_STATUSES)[number];

/** How the All Leaves table shows a status (spec 2 §4): taken and scheduled read Approved. */
export function leaveStatusLabel(status: LeaveStatus): 'Pending' | 'Approved' | 'Rejected' | 'Cancelled' {
  if (status === 'pending') return 'Pending';
  if (status === 'rejected') return 'Rejected';
  if (status === 'cancelled') return 'Cancelled';
  return 'Approved';
}

const requiredId = (message: string) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce.number({ error: message }).int(message).positive(message).max(Number.MAX_SAFE_INTEGER, message),
  );

/** The relief officer: an empty relief is sent as 0 (spec 2 §5), read as none. */
const reliefId = z.preprocess(
  (v) => (v === '' || v === 0 || v === '0' || v === undefined ? null : v),
  z.coerce
    .number({ error: M.reliefUnknown })
    .int(M.reliefUnknown)
    .positive(M.reliefUnknown)
    .max(Number.MAX_SAFE_INTEGER, M.reliefUnknown)
    .nullable(),
);

const employeeId = z.coerce
  .number({ error: M.employeeRequired })
  .int(M.employeeRequired)
  .positive(M.employeeRequired)
  .max(Number.MAX_SAFE_INTEGER, M.employeeRequired);

/**
 * POST and PUT /hrm/leaves: employee_id, start_date, end_date, handover_to, leave_type_id, note.
 * Create requires the employee ('Please input employee name', spec 2 §5 and §7), so an HR officer who
 * leaves it out is told, not booked on leave themselves; only a self-service caller, who can book for
 * nobody else, may leave it out (ADR 23 "Create"). An edit without it keeps the request's employee.
 * Create says "input" and edit says "select" for the leave type, as the two forms of spec 2 §5 do.
 */
function leaveInputSchema(leaveTypeMessage: string, employee: 'required' | 'optional') {
  return z
    .object({
      employee_id: z.preprocess(
        (v) => (v === '' || v === null ? undefined : v),
        employee === 'required' ? employeeId : employeeId.optional(),
      ),
      leave_type_id: requiredId(leaveTypeMessage),
      start_date: calendarDate(M.dateRequired),
      end_date: calendarDate(M.dateRequired),
      handover_to: reliefId.optional().default(null),
      note: z.string({ error: M.noteRequired }).trim().min(1, M.noteRequired).max(2000, M.noteTooLong),
    })
    .superRefine((v, ctx) => {
      if (v.end_date < v.start_date)
        ctx.addIssue({ code: 'custom', path: ['end_date'], message: M.endBeforeStart });
    });
}
export const leaveCreateSchema = leaveInputSchema(M.leaveTypeRequired, 'required');
/** The self-service create: the same, the employee being the signed-in one when left out. */
export const leaveSelfServiceCreateSchema = leaveInputSchema(M.leaveTypeRequired, 'optional');
export const leaveUpdateSchema = leaveInputSchema(M.leaveTypeSelect, 'optional');
export type LeaveInput = z.infer<typeof leaveUpdateSchema>;

const optionalFilterId = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? undefined : v),
  z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
);

/**
 * GET /hrm/leaves (spec 2 §7: date range, status, leave type, search, page, size — ambiguity 37):
 * start_date/end_date select requests overlapping the range; `size` is a third spelling of the page
 * size. GET /hrm/leaves/me takes the same filters.
 */
export const leaveListQuerySchema = pagingQuerySchema.extend({
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(LEAVE_FILTER_STATUSES).optional()),
  leave_type_id: optionalFilterId,
  employee_id: optionalFilterId,
  start_date: optionalCalendarDate(M.dateRequired),
  end_date: optionalCalendarDate(M.dateRequired),
  size: optionalFilterId.pipe(z.number().max(100).optional()),
});
export type LeaveListQuery = z.infer<typeof leaveListQuerySchema>;

/** One leave request in a list. */
export const leaveRowSchema = z.object({
  id: rowId,
  employee_id: rowId,
  employee_name: z.string(),
  leave_type_id: rowId,
  /** The spec names the type's id both ways. */
  leave_id: rowId,
  leave_type_name: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  /** Working days counted (ADR 23). */
  days: rowCount,
  handover_to: rowId.nullable(),
  /** The relief officer's name. */
  relief: z.string().nullable(),
  note: z.string(),
  status: z.enum(LEAVE_STATUSES),
  /** The level waiting now while pending (0 once decided): read with approvalLevelLabel. */
  approval_level: z.number().int(),
  created_at: z.string(),
});
export type LeaveRow = z.infer<typeof leaveRowSchema>;

export const leaveApprovalLevelSchema = z.object({
  level: z.number().int(),
  approver_name: z.string(),
  alt_approver_name: z.string().nullable(),
  /** null while undecided; approved, rejected or skipped (ADR 22). */
  outcome: z.enum(['approved', 'rejected', 'skipped']).nullable(),
  decided_by_name: z.string().nullable(),
  decided_at: z.string().nullable(),
  comment: z.string().nullable(),
});

/** One leave request with the levels of its approval. */
export const leaveDetailSchema = leaveRowSchema.extend({
  approval_type: z.enum(['Concurrent', 'Sequential']).nullable(),
  approvals: z.array(leaveApprovalLevelSchema),
  /** What the viewer may do with it now. */
  can_edit: z.boolean(),
  can_cancel: z.boolean(),
  can_decide: z.boolean(),
});
export type LeaveDetail = z.infer<typeof leaveDetailSchema>;

/** POST /hrm/leaves/delete (leave_ids). */
export const leaveDeleteSchema = z.object({ leave_ids: idArray(M.idsRequired, 1) });

/**
 * POST /hrm/leaves/{endpoint} — approve, reject, cancel — with leave_request_ids (or id), reason and
 * comment; POST /hrm/leaves/reject/{id} with the reason alone (ADR 31).
 */
export const leaveDecisionSchema = approvalDecisionSchema('leave_request_ids', M);
export type LeaveDecisionInput = z.infer<typeof leaveDecisionSchema>;
export const leaveRejectOneSchema = approvalReasonSchema(M);

/** What a decision or a cancel answers: the ids done, and why any others were not (ADR 31). */
export const leaveDecisionResultSchema = approvalDecisionResultSchema;
export type LeaveDecisionResult = ApprovalDecisionResult;

/**
 * How much of one leave type an employee has used in a leave year (ADR 23's balance): the same
 * figures in their balance and in the leave usage report's row.
 */
export const leaveYearUseFields = {
  leave_name: z.string(),
  year: z.number().int(),
  /** The entitlement, pro-rated for a joiner. */
  applicable_days: z.number().int(),
  /** Working days of approved requests (scheduled or taken). */
  days_taken: z.number().int(),
  pending_days: z.number().int(),
  /** applicable_days less days_taken. */
  remaining_days: z.number().int(),
};

/** An employee's balance of one leave type this leave year (ADR 23; the home card's leave item). */
export const leaveBalanceSchema = z.object({ id: rowId, ...leaveYearUseFields });
export type LeaveBalanceItem = z.infer<typeof leaveBalanceSchema>;

export const leaveBalanceQuerySchema = z.object({
  employee_id: optionalFilterId,
  year: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? undefined : v),
    z.coerce.number().int().min(1900).max(9999).optional(),
  ),
});

/**
 * GET /hrm/leaves/relief-officers: colleagues a relief officer can be chosen from, for anyone signed
 * in (self-service cannot search the employee directory): current employees by name, never the
 * employee on leave.
 */
export const reliefQuerySchema = z.object({
  search_query: z.string().trim().max(100).optional(),
  /** The employee pickers' spelling (GET /organization/employees/search takes `query`). */
  query: z.string().trim().max(100).optional(),
  employee_id: optionalFilterId,
});
export const reliefOfficerSchema = z.object({ id: rowId, name: z.string() });
export type ReliefOfficer = z.infer<typeof reliefOfficerSchema>;
