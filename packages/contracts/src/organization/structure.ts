import { z } from 'zod';
import { pagingQuerySchema } from '../platform/envelope.ts';
import { BRANCH_MESSAGES, DEPARTMENT_MESSAGES, TEAM_MESSAGES } from './structure-messages.ts';

/**
 * The organisation structure (spec 1 §3, §7): branches (the spec's "stations"), departments and teams.
 */

/** Blank optional text arrives as '' from forms; the API stores it as null. */
const optionalText = (max: number, message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : typeof v === 'string' ? v.trim() : v),
    z.string().max(max, message).nullable().optional(),
  );

const requiredName = (required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(150, tooLong);

/** An optional reference: '', null or absent mean "none". */
const optionalId = (message: string) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : v),
    z.coerce.number({ error: message }).int(message).positive(message).nullable().optional(),
  );

/** A list of ids; any bad item fails the list itself, so the message lands beside the field. */
const isId = (v: unknown) =>
  (typeof v === 'number' || (typeof v === 'string' && v.trim() !== '')) &&
  Number.isSafeInteger(Number(v)) &&
  Number(v) > 0;
const idArray = (message: string, min = 0) =>
  z
    .array(z.unknown(), { error: message })
    .min(min, message)
    .max(1000, message)
    .refine((list) => list.every(isId), message)
    .transform((list) => list.map(Number));

// ---- Branches ----

const PHONE_PATTERN = /^\+?[0-9 ()-]{5,25}$/;

export const branchInputSchema = z.object({
  station_name: requiredName(BRANCH_MESSAGES.nameRequired, BRANCH_MESSAGES.nameTooLong),
  is_hq: z.boolean().optional(),
  branch_type_id: optionalId(BRANCH_MESSAGES.typeInvalid),
  address: optionalText(500, BRANCH_MESSAGES.addressTooLong),
  phone: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : typeof v === 'string' ? v.trim() : v),
    z.string().regex(PHONE_PATTERN, BRANCH_MESSAGES.phoneInvalid).nullable().optional(),
  ),
  email: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : typeof v === 'string' ? v.trim() : v),
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

export interface BranchRow {
  id: number;
  station_name: string;
  is_hq: boolean;
  branch_type_id: number | null;
  branch_type: string | null;
  address: string | null;
  phone: string | null;
  email: string | null;
  employees_count: number;
  departments_count: number;
}

export interface BranchType {
  id: number;
  name: string;
}

// ---- Departments ----

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

export interface PersonRef {
  id: number;
  name: string;
}

export interface DepartmentRow {
  id: number;
  department_name: string;
  branch_id: number | null;
  branch: { id: number; station_name: string } | null;
  head: PersonRef | null;
  description: string | null;
  status: number;
  employees_count: number;
}

// ---- Teams ----

export const teamInputSchema = z.object({
  team_name: requiredName(TEAM_MESSAGES.nameRequired, TEAM_MESSAGES.nameTooLong),
  lead_employee_id: optionalId(TEAM_MESSAGES.leadInvalid),
  description: optionalText(1000, TEAM_MESSAGES.descriptionTooLong),
  /** The whole membership: listed employees join; absent means "leave membership as it is". */
  member_ids: idArray(TEAM_MESSAGES.membersInvalid).optional(),
});
export type TeamInput = z.infer<typeof teamInputSchema>;

export const teamListQuerySchema = pagingQuerySchema;

/** POST /organization/teams/delete: mirrors departments' {departmentIds}. */
export const teamDeleteSchema = z.object({ teamIds: idArray(TEAM_MESSAGES.idsRequired, 1) });

export interface TeamRow {
  id: number;
  team_name: string;
  description: string | null;
  lead: PersonRef | null;
  members_count: number;
}

export interface TeamDetail extends TeamRow {
  members: (PersonRef & { pin: string | null; department: string | null })[];
}
