import { z } from 'zod';
import { assignmentPayload } from '../platform/assignment-payload.ts';
import { pagingQuerySchema } from '../platform/envelope.ts';
import { optionalCalendarDate } from '../platform/dates.ts';
import {
  assignedEmployeeFields,
  idArray,
  optionalId,
  optionalText,
  requiredName,
  rowId,
  rowCount,
} from '../platform/fields.ts';
import { SHIFT_MESSAGES as M } from './shifts-messages.ts';
import { SHIFT_STATUSES, blank, clockTime, minutes, requiredId, weekDays } from './shift-fields.ts';

export * from './shifts-messages.ts';
export * from './shift-times.ts';
export { MAX_ROSTER_DAYS, ROSTER_FORMATS, SHIFT_STATUSES, SHIFT_WEEK_DAYS } from './shift-fields.ts';
export type { RosterFormat, ShiftStatus } from './shift-fields.ts';

/**
 * Work shifts, shift types, the roster, schedules and the shift calendars (spec 3 §2, §3, §7; ADR 27).
 * A shift is a local start and end time (overnight when the end is not after the start), a grace
 * period, a break and the ISO weekdays it is worked on. Employees get one by a dated assignment;
 * roster entries override it for single dates.
 */

export const workShiftInputSchema = z
  .object({
    name: requiredName(M.nameRequired, M.nameTooLong),
    shift_type_id: optionalId(M.shiftTypeNotFound),
    start_time: clockTime(M.startRequired),
    end_time: clockTime(M.endRequired),
    grace_minutes: minutes(M.graceInvalid).default(0),
    break_minutes: minutes(M.breakInvalid).default(0),
    work_days: weekDays(M.workDaysRequired, 1),
    status: z.preprocess(
      (v) =>
        v === undefined || v === null || v === '' ? 'active' : typeof v === 'string' ? v.toLowerCase() : v,
      z.enum(SHIFT_STATUSES, { error: M.statusInvalid }),
    ),
    description: optionalText(1000, M.descriptionTooLong),
    color: z.preprocess(
      blank,
      z
        .string({ error: M.colorInvalid })
        .regex(/^#[0-9a-fA-F]{6}$/, M.colorInvalid)
        .nullable()
        .optional(),
    ),
  })
  .superRefine((v, ctx) => {
    if (v.start_time.slice(0, 5) === v.end_time.slice(0, 5)) {
      ctx.addIssue({ code: 'custom', path: ['end_time'], message: M.sameTimes });
    }
  });
export type WorkShiftInput = z.input<typeof workShiftInputSchema>;
export type WorkShiftValues = z.output<typeof workShiftInputSchema>;

export const workShiftListQuerySchema = pagingQuerySchema.extend({
  status: z.preprocess(blank, z.enum(SHIFT_STATUSES, { error: M.statusInvalid }).optional()),
});
export type WorkShiftListQuery = z.infer<typeof workShiftListQuerySchema>;

export const workShiftRowSchema = z.object({
  id: rowId,
  name: z.string(),
  shift_type_id: rowId.nullable(),
  shift_type: z.string().nullable(),
  /** `HH:mm`, company local time. */
  start_time: z.string(),
  end_time: z.string(),
  grace_minutes: z.number().int(),
  break_minutes: z.number().int(),
  work_days: z.array(z.number().int()),
  status: z.enum(SHIFT_STATUSES),
  description: z.string().nullable(),
  color: z.string().nullable(),
  overnight: z.boolean(),
  /** "08:00 - 17:00" */
  shift_range: z.string(),
  expected_work_minutes: z.number().int(),
  /** Employees whose current assignment is this shift. */
  employees_count: rowCount,
});
export type WorkShiftRow = z.infer<typeof workShiftRowSchema>;

export const shiftEmployeeSchema = z.object({
  id: rowId,
  ...assignedEmployeeFields,
  /** The first date of the current assignment. */
  start_date: z.string(),
});
export type ShiftEmployee = z.infer<typeof shiftEmployeeSchema>;

export const workShiftDetailSchema = workShiftRowSchema.extend({ employees: z.array(shiftEmployeeSchema) });
export type WorkShiftDetail = z.infer<typeof workShiftDetailSchema>;

export const shiftDeleteQuerySchema = z.object({
  force: z.preprocess((v) => v === true || v === 'true' || v === '1' || v === 1, z.boolean()),
});

const categoryType = z.preprocess(
  (v) => (v === undefined || v === null || v === '' ? 'employee' : v),
  z.enum(['employee', 'employees'], { error: M.categoryInvalid }),
);

/** POST /attendance/shift/workshift/assign: the assignment widget's payload (spec 3 §3, §5). */
export const shiftAssignInputSchema = assignmentPayload(
  M,
  { work_shift_id: requiredId(M.shiftRequired), category_type: categoryType },
  {
    /** From when the change holds; the company's today when absent. */
    effective_date: optionalCalendarDate(M.effectiveDateInvalid),
  },
);
export type ShiftAssignInput = z.input<typeof shiftAssignInputSchema>;

/** PUT /attendance/shift/workshift/unassign: ends the employees' assignments (to this shift, when named). */
export const shiftUnassignInputSchema = z
  .object({
    work_shift_id: optionalId(M.shiftRequired),
    category_type: categoryType,
    unassign_category_type_ids: idArray(M.idsInvalid).default([]),
    effective_date: optionalCalendarDate(M.effectiveDateInvalid),
  })
  .refine((v) => v.unassign_category_type_ids.length > 0, {
    message: M.selectionRequired,
    path: ['unassign_category_type_ids'],
  });
export type ShiftUnassignInput = z.input<typeof shiftUnassignInputSchema>;

export const shiftAssignAnswerSchema = z.object({
  assigned: rowCount,
  unassigned: rowCount,
  effective_date: z.string(),
});
export type ShiftAssignAnswer = z.infer<typeof shiftAssignAnswerSchema>;

export const shiftTypeInputSchema = z.object({ name: requiredName(M.typeNameRequired, M.typeNameTooLong) });
export type ShiftTypeInput = z.input<typeof shiftTypeInputSchema>;
export const shiftTypeRowSchema = z.object({ id: rowId, name: z.string(), shifts_count: rowCount });
export type ShiftTypeRow = z.infer<typeof shiftTypeRowSchema>;
