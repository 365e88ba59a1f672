import { z } from 'zod';
import { pagingQuerySchema } from '../platform/envelope.ts';
import { idArray, optionalId, optionalText, requiredName, rowId } from '../platform/fields.ts';
import { LEAVE_TYPE_MESSAGES as M } from './leave-types-messages.ts';

export * from './leave-types-messages.ts';

/**
 * Leave types (spec 2 §3 "Leave type", §4, §5 "Leave type", §7): a name, a yearly entitlement in
 * days, the weekend days not counted, and who may take it (ADR 23 "Eligibility").
 */

export const WEEKEND_DAYS = ['Saturday', 'Sunday'] as const;
export type WeekendDay = (typeof WEEKEND_DAYS)[number];
export const LEAVE_TYPE_CATEGORIES = ['all_users', 'department', 'station_grade', 'employees'] as const;
export type LeaveTypeCategory = (typeof LEAVE_TYPE_CATEGORIES)[number];
export const LEAVE_GENDERS = ['male', 'female'] as const;
export type LeaveGender = (typeof LEAVE_GENDERS)[number];

/**
 * The gender a leave type's name forces (spec 2 §4): a name containing "maternity" is for women,
 * one containing "paternity" for men; otherwise none is forced.
 */
export function genderForcedByName(name: string): LeaveGender | null {
  const lower = name.toLowerCase();
  if (lower.includes('maternity')) return 'female';
  if (lower.includes('paternity')) return 'male';
  return null;
}

/**
 * The weekend as sent: an array of days, the single value `Weekend` (both days, as the server of
 * the spec may return it), or a comma-separated string. Answered as an ordered array.
 */
export function normaliseWeekend(v: unknown): unknown {
  if (v === undefined || v === null || v === '') return [];
  const items = typeof v === 'string' ? v.split(',') : Array.isArray(v) ? v : null;
  if (items === null) return v;
  const days = new Set<unknown>();
  for (const raw of items) {
    const item = typeof raw === 'string' ? raw.trim() : raw;
    if (item === '') continue;
    if (typeof item === 'string' && item.toLowerCase() === 'weekend') {
      days.add('Saturday');
      days.add('Sunday');
    } else if (typeof item === 'string') {
      const known = WEEKEND_DAYS.find((d) => d.toLowerCase() === item.toLowerCase());
      days.add(known ?? item);
    } else days.add(item);
  }
  const list = [...days];
  return list.every((d) => WEEKEND_DAYS.includes(d as WeekendDay))
    ? WEEKEND_DAYS.filter((d) => list.includes(d))
    : list;
}

/** `is_generic`: 1 or 0 as the spec sends it, or a boolean; absent means every branch. */
const genericFlag = z.preprocess(
  (v) => {
    if (v === undefined || v === null || v === '') return true;
    if (v === 1 || v === '1' || v === 'true') return true;
    if (v === 0 || v === '0' || v === 'false') return false;
    return v;
  },
  z.boolean({ error: M.branchRequired }),
);

/**
 * The leave type as created or edited (spec 2 §5 "Leave type"). On create an absent category type
 * means everyone; an edit must name it ('Please select category type '), since reading its absence as
 * everyone would widen a type kept for some departments, grades or employees to the whole company.
 */
function leaveTypeSchema(categoryOnAbsence: 'all_users' | 'required') {
  return z
    .object({
      leave_name: requiredName(M.nameRequired, M.nameTooLong),
      weekend: z.preprocess(
        normaliseWeekend,
        z
          .array(z.unknown(), { error: M.weekendInvalid })
          .refine(
            (list): list is WeekendDay[] => list.every((d) => WEEKEND_DAYS.includes(d as WeekendDay)),
            M.weekendInvalid,
          ),
      ),
      applicable_days: z.preprocess(
        (v) => (v === '' || v === null ? undefined : v),
        z.coerce
          .number({ error: M.daysRequired })
          .int(M.daysInvalid)
          .min(1, M.daysInvalid)
          .max(366, M.daysInvalid),
      ),
      period_type: z.preprocess(
        (v) => (v === undefined || v === null || v === '' ? 'Day' : v),
        z.literal('Day', { error: M.periodInvalid }),
      ),
      category_type: z.preprocess(
        (v) => (v === undefined && categoryOnAbsence === 'all_users' ? 'all_users' : v),
        z.enum(LEAVE_TYPE_CATEGORIES, { error: M.categoryRequired }),
      ),
      departments: idArray(M.departmentsRequired).optional().default([]),
      grades: idArray(M.gradesRequired).optional().default([]),
      employees: idArray(M.employeesRequired).optional().default([]),
      is_generic: genericFlag,
      branch_id: optionalId(M.branchRequired),
      note: optionalText(1000, M.noteTooLong),
      /** Sent only when the gender-based switch is on; a maternity or paternity name decides it. */
      gender: z.preprocess(
        (v) =>
          v === undefined || v === null || v === '' ? null : typeof v === 'string' ? v.toLowerCase() : v,
        z.enum(LEAVE_GENDERS, { error: M.genderRequired }).nullable(),
      ),
    })
    .superRefine((v, ctx) => {
      if (!v.is_generic && !v.branch_id) {
        ctx.addIssue({ code: 'custom', path: ['branch_id'], message: M.branchRequired });
      }
      const list = { department: v.departments, station_grade: v.grades, employees: v.employees } as const;
      const field = { department: 'departments', station_grade: 'grades', employees: 'employees' } as const;
      const message = {
        department: M.departmentsRequired,
        station_grade: M.gradesRequired,
        employees: M.employeesRequired,
      } as const;
      if (v.category_type !== 'all_users' && list[v.category_type].length === 0) {
        ctx.addIssue({ code: 'custom', path: [field[v.category_type]], message: message[v.category_type] });
      }
    })
    .transform((v) => ({ ...v, gender: genderForcedByName(v.leave_name) ?? v.gender }));
}
/** POST /hrm/leaves/settings/leavetypes. */
export const leaveTypeInputSchema = leaveTypeSchema('all_users');
/** PUT /hrm/leaves/settings/leavetypes/{id}: the same, with the category type required. */
export const leaveTypeUpdateSchema = leaveTypeSchema('required');
export type LeaveTypeInput = z.infer<typeof leaveTypeInputSchema>;

export const leaveTypeListQuerySchema = pagingQuerySchema;

/** One leave type in the list. */
export const leaveTypeRowSchema = z.object({
  id: rowId,
  leave_name: z.string(),
  applicable_days: z.number().int(),
  period_type: z.string(),
  weekend: z.array(z.enum(WEEKEND_DAYS)),
  gender: z.enum(LEAVE_GENDERS).nullable(),
  is_generic: z.boolean(),
  branch_id: z.number().int().nullable(),
  category_type: z.enum(LEAVE_TYPE_CATEGORIES),
  note: z.string().nullable(),
});
export type LeaveTypeRow = z.infer<typeof leaveTypeRowSchema>;

/** One leave type with the names of its branch and of whom it is for, as the detail and the edit form read it. */
export const leaveTypeDetailSchema = leaveTypeRowSchema.extend({
  branch: z.object({ id: rowId, station_name: z.string() }).nullable(),
  departments: z.array(z.object({ id: rowId, department_name: z.string() })),
  grades: z.array(z.object({ id: rowId, grade_name: z.string() })),
  employees: z.array(z.object({ id: rowId, employee_name: z.string() })),
});
export type LeaveTypeDetail = z.infer<typeof leaveTypeDetailSchema>;

/** GET /hrm/leave-types-by-employee. */
export const leaveTypesByEmployeeQuerySchema = z.object({
  employee_id: z.coerce
    .number({ error: M.employeeRequired })
    .int(M.employeeRequired)
    .positive(M.employeeRequired),
});

/** A leave type the employee may request (ADR 23 "Eligibility"). */
export const eligibleLeaveTypeSchema = z.object({
  id: rowId,
  leave_name: z.string(),
  applicable_days: z.number().int(),
  weekend: z.array(z.enum(WEEKEND_DAYS)),
});
export type EligibleLeaveType = z.infer<typeof eligibleLeaveTypeSchema>;
