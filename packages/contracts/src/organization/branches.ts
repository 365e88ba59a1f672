import { z } from 'zod';
import { pagingQuerySchema } from '../platform/envelope.ts';
import { BRANCH_MESSAGES } from './branches-messages.ts';
import { blankAsNull, optionalId, optionalText, requiredName, rowCount, rowId } from '../platform/fields.ts';

/** Branches (spec 1 §3, §7 "Branches"), the spec's "stations". */

const PHONE_PATTERN = /^\+?[0-9 ()-]{5,25}$/;

export const branchInputSchema = z.object({
  station_name: requiredName(BRANCH_MESSAGES.nameRequired, BRANCH_MESSAGES.nameTooLong),
  is_hq: z.boolean().optional(),
  branch_type_id: optionalId(BRANCH_MESSAGES.typeInvalid),
  address: optionalText(500, BRANCH_MESSAGES.addressTooLong),
  phone: z.preprocess(
    blankAsNull,
    z.string().regex(PHONE_PATTERN, BRANCH_MESSAGES.phoneInvalid).nullable().optional(),
  ),
  email: z.preprocess(
    blankAsNull,
    z.email(BRANCH_MESSAGES.emailInvalid).max(200, BRANCH_MESSAGES.emailInvalid).nullable().optional(),
  ),
});
export type BranchInput = z.infer<typeof branchInputSchema>;

/**
 * GET /organization/branches. `filter` (spec 1 §7, values not shown): `all` returns every branch
 * unpaged for selects; `hq` only the head office; a number, the branches of that branch type.
 */
export const branchListQuerySchema = pagingQuerySchema.extend({
  filter: z
    .string()
    .trim()
    .regex(/^(all|hq|\d{1,12})?$/, 'Kindly use all, hq or a branch type id as the filter')
    .optional(),
});
export type BranchListQuery = z.infer<typeof branchListQuerySchema>;

/** One branch as every branch call answers it (list, detail, create, update). */
export const branchRowSchema = z.object({
  id: rowId,
  station_name: z.string(),
  is_hq: z.boolean(),
  branch_type_id: rowId.nullable(),
  /** The type's name, for display. */
  branch_type: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** Current (not archived) employees. */
  employees_count: rowCount,
  departments_count: rowCount,
});
export type BranchRow = z.infer<typeof branchRowSchema>;

/** GET /branch-types: the shared catalogue of branch types. */
export const branchTypeSchema = z.object({ id: rowId, name: z.string() });
export type BranchType = z.infer<typeof branchTypeSchema>;

/** GET /organization/branches/{id}/departments: the department select of forms scoped by branch. */
export const branchDepartmentSchema = z.object({
  id: rowId,
  department_name: z.string(),
  status: z.number().int(),
  employees_count: rowCount,
});
export type BranchDepartment = z.infer<typeof branchDepartmentSchema>;
