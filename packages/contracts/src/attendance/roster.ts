import { z } from 'zod';
import { pagingQuerySchema } from '../platform/envelope.ts';
import { calendarDate, isCalendarDate } from '../platform/dates.ts';
import { idArray, optionalId, rowId, rowCount } from '../platform/fields.ts';
import { SHIFT_MESSAGES as M } from './shifts-messages.ts';
import { calendarDayCount } from './shift-times.ts';
import {
  MAX_ROSTER_DAYS,
  ROSTER_FORMATS,
  SHIFT_WEEK_DAYS,
  blank,
  requiredId,
  weekDays,
} from './shift-fields.ts';

/** The roster, schedules and the shift calendars (spec 3 §3, §7; ADR 27). */

/** A date range of at most MAX_ROSTER_DAYS, start first. */
const rangeChecks = <T extends { date_from: string; date_to: string }>(v: T, ctx: z.RefinementCtx) => {
  const n = calendarDayCount(v.date_from, v.date_to);
  if (n < 1) ctx.addIssue({ code: 'custom', path: ['date_to'], message: M.dateRangeInvalid });
  else if (n > MAX_ROSTER_DAYS)
    ctx.addIssue({ code: 'custom', path: ['date_to'], message: M.dateRangeTooLong });
};
const range = {
  date_from: calendarDate(M.dateFromRequired),
  date_to: calendarDate(M.dateToRequired),
};
const people = {
  search_query: z.string().trim().max(200).optional(),
  department_id: optionalId(M.departmentNotFound),
  employee_id: optionalId(M.employeeNotFound),
  work_shift_id: optionalId(M.notFound),
};

export const rosterFilterSchema = z.object({ ...range, ...people }).superRefine(rangeChecks);
export type RosterFilter = z.infer<typeof rosterFilterSchema>;
export const rosterQuerySchema = pagingQuerySchema.extend({ ...range, ...people }).superRefine(rangeChecks);
export type RosterQuery = z.infer<typeof rosterQuerySchema>;
export type RosterQueryInput = z.input<typeof rosterQuerySchema>;
export type RosterFilterInput = z.input<typeof rosterFilterSchema>;
export const rosterFormatParams = z.object({ format: z.enum(ROSTER_FORMATS, { error: M.formatInvalid }) });

/** Where an employee's shift of a date comes from: a roster entry, the dated assignment, or nothing. */
export const SHIFT_SOURCES = ['roster', 'assignment'] as const;
export type ShiftSource = (typeof SHIFT_SOURCES)[number];

/** The shift a date has, if any: its id, name, `HH:mm - HH:mm` range and colour (all null without one). */
const shiftOfDayFields = {
  work_shift_id: rowId.nullable(),
  shift_name: z.string().nullable(),
  shift_range: z.string().nullable(),
  color: z.string().nullable(),
};

export const rosterCellSchema = z.object({
  employee_id: rowId,
  ...shiftOfDayFields,
  source: z.enum(SHIFT_SOURCES).nullable(),
  /** The employee works that date: rostered on it, or it is one of the assigned shift's work days. */
  scheduled: z.boolean(),
});
export type RosterCell = z.infer<typeof rosterCellSchema>;

export const rosterDateSchema = z.object({
  date: z.string(),
  weekday: z.number().int(),
  holiday: z.string().nullable(),
  employees: z.array(rosterCellSchema),
});
export type RosterDate = z.infer<typeof rosterDateSchema>;

export const rosterPersonSchema = z.object({
  id: rowId,
  employee_name: z.string(),
  pin: z.string().nullable(),
  department: z.string().nullable(),
});
export type RosterPerson = z.infer<typeof rosterPersonSchema>;

export const rosterAnswerSchema = z.object({
  rosterDates: z.array(rosterDateSchema),
  /** This page of employees, in the order the grid lists them. */
  employees: z.array(rosterPersonSchema),
  total: rowCount,
  date_from: z.string(),
  date_to: z.string(),
});
export type RosterAnswer = z.infer<typeof rosterAnswerSchema>;

export const ROSTER_ACTIONS = ['shift', 'off', 'clear'] as const;
export type RosterAction = (typeof ROSTER_ACTIONS)[number];

/**
 * POST /attendance/shift/roster: for the employees, on the range's dates (only the chosen weekdays):
 * `shift` works the shift, `off` is a day off, `clear` drops the override (the assignment holds again).
 */
export const rosterInputSchema = z
  .object({
    ...range,
    employee_ids: idArray(M.employeesRequired, 1),
    action: z.preprocess(
      (v) => (v === undefined || v === null || v === '' ? 'shift' : v),
      z.enum(ROSTER_ACTIONS, { error: M.actionInvalid }),
    ),
    work_shift_id: optionalId(M.shiftRequired),
    week_days: z.preprocess(
      (v) => (v === undefined || v === null || v === '' ? [...SHIFT_WEEK_DAYS] : v),
      weekDays(M.weekDaysInvalid, 1),
    ),
  })
  .superRefine((v, ctx) => {
    rangeChecks(v, ctx);
    if (v.action === 'shift' && !v.work_shift_id) {
      ctx.addIssue({ code: 'custom', path: ['work_shift_id'], message: M.shiftRequired });
    }
  });
export type RosterInput = z.input<typeof rosterInputSchema>;
export const rosterSavedSchema = z.object({ days: rowCount });

export const scheduleQuerySchema = z
  .object({ ...range, work_shift_id: people.work_shift_id, employee_id: people.employee_id })
  .superRefine(rangeChecks);
export type ScheduleQuery = z.infer<typeof scheduleQuerySchema>;
export type ScheduleQueryInput = z.input<typeof scheduleQuerySchema>;

const scheduleDates = z
  .array(z.unknown(), { error: M.datesRequired })
  .min(1, M.datesRequired)
  .max(MAX_ROSTER_DAYS, M.datesInvalid)
  .refine((list) => list.every((d) => typeof d === 'string' && isCalendarDate(d)), M.datesInvalid)
  .transform((list) => [...new Set(list as string[])].sort());

/** POST /attendance/shift/schedules: one shift for the employees on exactly these dates (roster entries). */
export const scheduleInputSchema = z.object({
  work_shift_id: requiredId(M.shiftRequired),
  employee_ids: idArray(M.employeesRequired, 1),
  dates: scheduleDates,
});
export type ScheduleInput = z.input<typeof scheduleInputSchema>;

const personNameSchema = z.object({ id: rowId, employee_name: z.string() });

export const scheduleDateSchema = z.object({
  date: z.string(),
  ...shiftOfDayFields,
  employees: z.array(personNameSchema),
});
export type ScheduleDate = z.infer<typeof scheduleDateSchema>;
export const schedulesAnswerSchema = z.object({ dates: z.array(scheduleDateSchema) });
export type SchedulesAnswer = z.infer<typeof schedulesAnswerSchema>;
export const scheduledAnswerSchema = z.object({ dates: z.array(z.string()), employees: rowCount });

const month = z.preprocess(
  blank,
  z
    .string({ error: M.monthInvalid })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, M.monthInvalid)
    .optional(),
);

export const calendarQuerySchema = z.object({
  month,
  work_shift_id: people.work_shift_id,
  department_id: people.department_id,
  search_query: people.search_query,
});
export type CalendarQuery = z.infer<typeof calendarQuerySchema>;
export type CalendarQueryInput = z.input<typeof calendarQuerySchema>;
export const myCalendarQuerySchema = z.object({ month });

export const calendarShiftSchema = z.object({
  work_shift_id: rowId,
  shift_name: z.string(),
  shift_range: z.string(),
  color: z.string().nullable(),
  employees: z.array(personNameSchema),
});
export const calendarLeaveSchema = z.object({
  employee_id: rowId,
  employee_name: z.string(),
  leave_name: z.string(),
});
export const calendarDaySchema = z.object({
  date: z.string(),
  holiday: z.string().nullable(),
  shifts: z.array(calendarShiftSchema),
  leave: z.array(calendarLeaveSchema),
});
export type CalendarDay = z.infer<typeof calendarDaySchema>;
export const calendarAnswerSchema = z.object({
  month: z.string(),
  date_from: z.string(),
  date_to: z.string(),
  days: z.array(calendarDaySchema),
});
export type CalendarAnswer = z.infer<typeof calendarAnswerSchema>;

/** The employee's own month (ESS "View Workshift Calendar"). */
export const myCalendarDaySchema = z.object({
  date: z.string(),
  holiday: z.string().nullable(),
  ...shiftOfDayFields,
  source: z.enum(SHIFT_SOURCES).nullable(),
  scheduled: z.boolean(),
  leave: z.string().nullable(),
});
export type MyCalendarDay = z.infer<typeof myCalendarDaySchema>;
export const myCalendarAnswerSchema = z.object({
  month: z.string(),
  date_from: z.string(),
  date_to: z.string(),
  days: z.array(myCalendarDaySchema),
});
export type MyCalendarAnswer = z.infer<typeof myCalendarAnswerSchema>;
