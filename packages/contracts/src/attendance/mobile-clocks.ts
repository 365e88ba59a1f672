import { z } from 'zod';
import { assignmentPayload } from '../platform/assignment-payload.ts';
import { pagingQuerySchema } from '../platform/envelope.ts';
import { optionalCalendarDate } from '../platform/dates.ts';
import { APPROVER_CATEGORY_TYPES } from '../platform/approver-groups.ts';
import {
  approvalDecisionResultSchema,
  approvalDecisionSchema,
  type ApprovalDecisionResult,
} from '../platform/approval-decisions.ts';
import { assignedEmployeeFields, optionalId, optionalText, requiredName, rowId } from '../platform/fields.ts';
import {
  MOBILE_CLOCK_DECISION_MESSAGES,
  MOBILE_CLOCK_MESSAGES as M,
  MOBILE_CLOCK_STATUSES,
  MOBILE_CLOCK_TYPES,
} from './mobile-clocks-messages.ts';
import { dayPlanShape } from './day-plan.ts';

const blankAsUndefined = (v: unknown) =>
  v === '' || v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v;

/** A number in [min, max]; anything else (blank, text, out of range, NaN) fails with `message`. */
const boundedNumber = (min: number, max: number, message: string) =>
  z.preprocess(
    blankAsUndefined,
    z.coerce.number({ error: message }).refine((n) => Number.isFinite(n) && n >= min && n <= max, message),
  );

// ---------------------------------------------------------------------------------------------
// Locations (spec 3 §7: /attendance/mobile-clocks/settings/locations)
// ---------------------------------------------------------------------------------------------

/**
 * POST /attendance/mobile-clocks/settings/locations, and PUT with the id in the path or (as the spec
 * writes it, without one) in the body. A location is a point and a radius in metres; with
 * `all_employees` everyone may clock there, otherwise the employees assigned to it.
 */
export const mobileClockLocationInputSchema = z.object({
  id: optionalId(M.idRequired),
  name: requiredName(M.nameRequired, M.nameTooLong),
  address: optionalText(500, M.addressTooLong),
  latitude: boundedNumber(-90, 90, M.latitudeRequired),
  longitude: boundedNumber(-180, 180, M.longitudeRequired),
  radius: z.preprocess(
    blankAsUndefined,
    z.coerce
      .number({ error: M.radiusRequired })
      .int(M.radiusRequired)
      .min(1, M.radiusRequired)
      .max(100_000, M.radiusRequired),
  ),
  branch_id: optionalId(M.branchInvalid),
  all_employees: z.preprocess(
    (v) => (v === 'true' || v === 1 || v === '1' ? true : v === 'false' || v === 0 || v === '0' ? false : v),
    z.boolean().default(false),
  ),
});
export type MobileClockLocationInput = z.infer<typeof mobileClockLocationInputSchema>;

export const mobileClockLocationRowSchema = z.object({
  id: rowId,
  name: z.string(),
  address: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  /** Metres. */
  radius: z.number().int(),
  branch_id: rowId.nullable(),
  branch: z.string().nullable(),
  all_employees: z.boolean(),
  /** Employees assigned by name (0 for an all-employees location). */
  employees_count: z.number().int().nonnegative(),
});
export type MobileClockLocationRow = z.infer<typeof mobileClockLocationRowSchema>;

/** One employee assigned to a location (GET .../locations/{id}/employees, the assignment widget). */
export const mobileClockLocationEmployeeSchema = z.object({
  id: rowId,
  ...assignedEmployeeFields,
});
export type MobileClockLocationEmployee = z.infer<typeof mobileClockLocationEmployeeSchema>;

/**
 * The spec's assignment payload (spec 3 §3): category_type 'employee', assign_category_type_ids,
 * unassign_category_type_ids. Nothing to assign or unassign gets 'Kindly select or deselect
 * employees'. 'employee' is read as the approver groups' 'employees' basis.
 */
export const mobileClockAssignmentSchema = assignmentPayload(M, {
  category_type: z.preprocess(
    (v) => (v === 'employee' || v === undefined || v === '' || v === null ? 'employees' : v),
    z.enum(APPROVER_CATEGORY_TYPES, { error: M.categoryRequired }),
  ),
});
export type MobileClockAssignment = z.infer<typeof mobileClockAssignmentSchema>;

// ---------------------------------------------------------------------------------------------
// Clocks
// ---------------------------------------------------------------------------------------------

/**
 * POST /attendance/me/mobile-clocks: the browser's reading of the position (Geolocation API). With no
 * position the answer is a 422 saying so, and nothing is saved.
 */
export const mobileClockInputSchema = z.object({
  clock_type: z.enum(MOBILE_CLOCK_TYPES, { error: M.clockTypeRequired }),
  latitude: z.preprocess(
    blankAsUndefined,
    z.coerce
      .number({ error: M.positionRequired })
      .refine((n) => Number.isFinite(n) && n >= -90 && n <= 90, M.positionInvalid),
  ),
  longitude: z.preprocess(
    blankAsUndefined,
    z.coerce
      .number({ error: M.positionRequired })
      .refine((n) => Number.isFinite(n) && n >= -180 && n <= 180, M.positionInvalid),
  ),
  /** Metres, as the device reports it (95 % confidence radius). */
  accuracy: z.preprocess(
    blankAsUndefined,
    z.coerce
      .number({ error: M.positionInvalid })
      .refine((n) => Number.isFinite(n) && n >= 0 && n <= 10_000_000, M.positionInvalid)
      .optional(),
  ),
});
export type MobileClockInput = z.infer<typeof mobileClockInputSchema>;

/** Spec 3 §3 "Mobile clock log": id, name, clock_date, clock_type, clock_time, clock_address, status. */
export const mobileClockLogSchema = z.object({
  id: rowId,
  employee_id: rowId,
  /** The employee's name. */
  name: z.string(),
  /** yyyy-MM-dd, in the company's timezone. */
  clock_date: z.string(),
  clock_type: z.enum(MOBILE_CLOCK_TYPES),
  /** HH:mm, in the company's timezone. */
  clock_time: z.string(),
  clock_address: z.string(),
  status: z.enum(MOBILE_CLOCK_STATUSES),
  clocked_at: z.iso.datetime(),
  latitude: z.number(),
  longitude: z.number(),
  accuracy: z.number().nullable(),
  location_id: rowId.nullable(),
  /** Metres outside the nearest assigned fence; null when inside. */
  distance: z.number().int().nullable(),
});
export type MobileClockLog = z.infer<typeof mobileClockLogSchema>;

/** An item waiting on the signed-in approver (GET /attendance/mobile-clocks/approvals). */
export const mobileClockApprovalSchema = mobileClockLogSchema.extend({
  level: z.number().int(),
  level_label: z.string(),
  approval_type: z.string(),
});
export type MobileClockApproval = z.infer<typeof mobileClockApprovalSchema>;

/** The lists' filters (spec 3 §7): date, status, search_query, page, per_page. */
export const mobileClockListQuerySchema = pagingQuerySchema.extend({
  date: optionalCalendarDate(M.dateInvalid),
  status: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.enum(MOBILE_CLOCK_STATUSES, { error: M.statusInvalid }).optional(),
  ),
});
export type MobileClockListQuery = z.infer<typeof mobileClockListQuerySchema>;

/** GET /attendance/me/mobile-clocks/: the web reads logs and totalLogs (spec 3 §7); results and total too. */
export const myMobileClockLogsSchema = z.object({
  logs: z.array(mobileClockLogSchema),
  totalLogs: z.number().int(),
  results: z.array(mobileClockLogSchema),
  total: z.number().int(),
});
export type MyMobileClockLogs = z.infer<typeof myMobileClockLogsSchema>;

/** What a clock answers: the log, and whether it was inside a fence (approved) or sent for approval. */
export const mobileClockResultSchema = mobileClockLogSchema.extend({
  inside: z.boolean(),
});
export type MobileClockResult = z.infer<typeof mobileClockResultSchema>;

/** GET /attendance/me/mobile-clocks/today: the ESS home's clock button. */
export const mobileClockTodaySchema = z.object({
  /** The employee has at least one location (theirs or an all-employees one). */
  enabled: z.boolean(),
  /** yyyy-MM-dd, the company's today. */
  date: z.string(),
  /** The first clock-in today that is not rejected (ISO), and its HH:mm. */
  clocked_in_at: z.iso.datetime().nullable(),
  clock_in_time: z.string().nullable(),
  clocked_out_at: z.iso.datetime().nullable(),
  clock_out_time: z.string().nullable(),
  /** What the button does next: clock in, or clock out after a clock-in. */
  next_clock_type: z.enum(MOBILE_CLOCK_TYPES),
  last: mobileClockLogSchema.nullable(),
  /** What today is (a day off, a public holiday, leave) and when the next shift starts, as on the home. */
  ...dayPlanShape,
});
export type MobileClockToday = z.infer<typeof mobileClockTodaySchema>;

/** POST /attendance/mobile-clocks/approve and /reject: mobile_clock_ids (or id), reason, comment (ADR 31). */
export const mobileClockDecisionSchema = approvalDecisionSchema(
  'mobile_clock_ids',
  MOBILE_CLOCK_DECISION_MESSAGES,
);
export type MobileClockDecisionInput = z.infer<typeof mobileClockDecisionSchema>;

export const mobileClockDecisionResultSchema = approvalDecisionResultSchema;
export type MobileClockDecisionResult = ApprovalDecisionResult;
