import { z } from 'zod';
import { pagingQuerySchema } from '../platform/envelope.ts';
import { DEPARTMENT_MESSAGES } from './departments-messages.ts';
import {
  idArray,
  optionalId,
  optionalText,
  personRefSchema,
  requiredName,
  rowCount,
  rowId,
} from '../platform/fields.ts';

/** Departments (spec 1 §3, §7 "Departments and teams"): each belongs to one branch. */

export const DEPARTMENT_STATUSES = [1, 0] as const;

export const departmentInputSchema = z.object({
  department_name: requiredName(DEPARTMENT_MESSAGES.nameRequired, DEPARTMENT_MESSAGES.nameTooLong),
  branch_id: z.coerce
    .number({ error: DEPARTMENT_MESSAGES.branchRequired })
    .int(DEPARTMENT_MESSAGES.branchRequired)
    .positive(DEPARTMENT_MESSAGES.branchRequired),
  head_employee_id: optionalId(DEPARTMENT_MESSAGES.headInvalid),
  description: optionalText(1000, DEPARTMENT_MESSAGES.descriptionTooLong),
  status: z.coerce
    .number({ error: DEPARTMENT_MESSAGES.statusInvalid })
    .refine((s) => s === 0 || s === 1, DEPARTMENT_MESSAGES.statusInvalid)
    .default(1),
});
export type DepartmentInput = z.infer<typeof departmentInputSchema>;

export const departmentListQuerySchema = pagingQuerySchema.extend({
  status: z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? undefined : v),
    z.enum(['0', '1'], { error: DEPARTMENT_MESSAGES.statusInvalid }).optional(),
  ),
  branch_id: z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? undefined : v),
    z.coerce.number().int().positive().optional(),
  ),
});
export type DepartmentListQuery = z.infer<typeof departmentListQuerySchema>;

export const departmentDeleteSchema = z.object({
  departmentIds: idArray(DEPARTMENT_MESSAGES.idsRequired, 1),
});

/** One department as the list, detail, create and update answer it. */
export const departmentRowSchema = z.object({
  id: rowId,
  department_name: z.string(),
  branch_id: rowId.nullable(),
  branch: z.object({ id: rowId, station_name: z.string() }).nullable(),
  head: personRefSchema.nullable(),
  description: z.string().nullable(),
  /** 1 active, 0 inactive (DEPARTMENT_STATUSES). */
  status: z.number().int(),
  /** Current (not archived) employees. */
  employees_count: rowCount,
});
export type DepartmentRow = z.infer<typeof departmentRowSchema>;
