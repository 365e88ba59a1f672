import { z } from 'zod';
import { idArray, rowCount, rowId } from './fields.ts';
import { APPROVAL_TYPES, approverLevelSchema } from './approver-groups.ts';
import {
  approverCount,
  approverLevelList,
  approverPersonId,
  checkApproverLevels,
} from './approver-levels.ts';

/**
 * Approver groups scoped by a category (spec 2 §3 "Leave approver setting", §5, §7): employees,
 * grades (`station_grade`), departments or branches, with `branch_id` narrowing a grade or department
 * group. Leave uses it as the spec shows; exemptions, whose fields the spec does not show, use the same
 * shape (ADR 22); loans too (ADR 51). A platform kit: each module passes its own messages.
 */
export type CategoryApproverMessages = Record<
  | 'listed'
  | 'loaded'
  | 'created'
  | 'updated'
  | 'deleted'
  | 'notFound'
  | 'descriptionRequired'
  | 'descriptionTooLong'
  | 'typeRequired'
  | 'countRequired'
  | 'personRequired'
  | 'alternateInvalid'
  | 'levelsMismatch'
  | 'categoryRequired'
  | 'branchRequired'
  | 'employeesRequired'
  | 'gradesRequired'
  | 'departmentsRequired'
  | 'branchesRequired'
  | 'idsRequired',
  string
>;

/** The rules' messages leave and exemptions share (spec 2 §5 "Leave approver" wording). */
export const CATEGORY_APPROVER_RULE_MESSAGES = {
  typeRequired: 'Please select approval type',
  countRequired: 'Please input number of approver required',
  personRequired: 'Please select approval person',
  alternateInvalid: 'Please select a different alternate approver',
  levelsMismatch: 'Please select an approver for each level',
  categoryRequired: 'Please select category type ',
  branchRequired: 'Please select branch',
  employeesRequired: 'Please select employee ',
  gradesRequired: 'Please select grade ',
  departmentsRequired: 'Please select department ',
  branchesRequired: 'Please select branch',
} as const;

/** Saved as `station_grade`; the edit screen loads it as `grade`, so both are accepted (spec 2 §9). */
export const APPROVER_CATEGORIES = ['employees', 'station_grade', 'department', 'branch'] as const;
export type ApproverCategory = (typeof APPROVER_CATEGORIES)[number];

const LEVEL_NAMES = {
  levels: 'approver_details',
  approver: 'approver_person_id',
  alternate: 'alt_approver_person_id',
} as const;

export function categoryApproverInputSchema(M: CategoryApproverMessages) {
  const listOf = (message: string) => idArray(message).optional().default([]);
  const level = z.preprocess(
    (v) => {
      if (typeof v !== 'object' || v === null) return v;
      const o = v as Record<string, unknown>;
      const alt = o.alt_approver_person_id ?? o.alt_approval_person_id;
      return {
        approver_person_id: o.approver_person_id ?? o.approval_person_id,
        alt_approver_person_id: alt === '' || alt === 0 || alt === '0' ? null : (alt ?? null),
      };
    },
    z.object(
      {
        approver_person_id: approverPersonId(M.personRequired),
        alt_approver_person_id: approverPersonId(M.alternateInvalid).nullable(),
      },
      { error: M.personRequired },
    ),
  );

  return z
    .object({
      description: z
        .string({ error: M.descriptionRequired })
        .trim()
        .min(1, M.descriptionRequired)
        .max(150, M.descriptionTooLong),
      approval_types: z.enum(APPROVAL_TYPES, { error: M.typeRequired }),
      category_type: z.preprocess(
        (v) => (v === 'grade' ? 'station_grade' : v),
        z.enum(APPROVER_CATEGORIES, { error: M.categoryRequired }),
      ),
      employees: listOf(M.employeesRequired),
      grades: listOf(M.gradesRequired),
      departments: listOf(M.departmentsRequired),
      branches: listOf(M.branchesRequired),
      branch_id: z.preprocess(
        (v) => (v === '' || v === null || v === undefined ? 0 : v),
        z.coerce.number({ error: M.branchRequired }).int(M.branchRequired).min(0, M.branchRequired),
      ),
      no_approvals: approverCount(M.countRequired),
      approver_details: approverLevelList(level, M.personRequired),
    })
    .superRefine((v, ctx) => {
      const lists = {
        employees: v.employees,
        station_grade: v.grades,
        department: v.departments,
        branch: v.branches,
      } as const;
      const field = {
        employees: 'employees',
        station_grade: 'grades',
        department: 'departments',
        branch: 'branches',
      } as const;
      const message = {
        employees: M.employeesRequired,
        station_grade: M.gradesRequired,
        department: M.departmentsRequired,
        branch: M.branchesRequired,
      } as const;
      if (lists[v.category_type].length === 0) {
        ctx.addIssue({ code: 'custom', path: [field[v.category_type]], message: message[v.category_type] });
      }
      // A grade or department list belongs to one branch; employees and branches name theirs (branch_id 0).
      if ((v.category_type === 'station_grade' || v.category_type === 'department') && v.branch_id === 0) {
        ctx.addIssue({ code: 'custom', path: ['branch_id'], message: M.branchRequired });
      }
      checkApproverLevels(ctx, v.approver_details, v.no_approvals, LEVEL_NAMES, M);
    });
}

export const categoryApproverDeleteSchema = (M: CategoryApproverMessages) =>
  z.object({ approverIds: idArray(M.idsRequired, 1) });

export const categoryApproverRowSchema = z.object({
  id: rowId,
  description: z.string(),
  no_approvals: rowCount,
  approval_types: z.enum(APPROVAL_TYPES),
  category_type: z.enum(APPROVER_CATEGORIES),
  branch_id: z.number().int(),
});
export type CategoryApproverRow = z.infer<typeof categoryApproverRowSchema>;

const named = (key: string) => z.object({ id: rowId, [key]: z.string() });
/** The edit form reads the branch, the four lists (only the basis's is filled) and the levels. */
export const categoryApproverDetailSchema = categoryApproverRowSchema.extend({
  branch: z.object({ id: rowId, station_name: z.string() }).nullable(),
  employees: z.array(z.object({ id: rowId, employee_name: z.string() })),
  employeeGrades: z.array(named('grade_name')),
  departments: z.array(named('department_name')),
  branches: z.array(named('station_name')),
  approvalLevels: z.array(approverLevelSchema),
});
export type CategoryApproverDetail = z.infer<typeof categoryApproverDetailSchema>;
export type CategoryApproverInput = z.infer<ReturnType<typeof categoryApproverInputSchema>>;
