import { z } from 'zod';
import { assignmentPayload } from './assignment-payload.ts';
import {
  approverCount,
  approverLevelList,
  approverPersonId,
  checkApproverLevels,
} from './approver-levels.ts';
import { assignedEmployeeFields, requiredName, rowCount, rowId } from '../platform/fields.ts';

/**
 * The generic approver groups of the modules of APPROVER_SETTINGS_APIS (spec 2 §2 "Approver
 * configuration screens", spec 3 §3 "Approver group", ADR 45's allowance claims), ADR 22. Both
 * spellings the spec uses for a level are accepted on input: approval_details / approval_person_id
 * (the approver group entity) and approver_details / approver_person_id (the leave approver's create
 * payload).
 */
export const APPROVER_GROUP_MESSAGES = {
  listed: 'Approvers fetched successfully',
  loaded: 'Approver fetched successfully',
  created: 'Approver created successfully',
  updated: 'Approver updated successfully',
  deleted: 'Approver deleted successfully',
  assigned: 'Employees assigned successfully',
  notFound: 'Approver not found',
  nameRequired: 'Please input group name',
  nameTooLong: 'Group name is too long',
  typeRequired: 'Please select approval type',
  countRequired: 'Please input number of approver required',
  personRequired: 'Please select approval person',
  alternateInvalid: 'Please select a different alternate approver',
  levelsMismatch: 'Please select an approver for each level',
  selectionRequired: 'Kindly select or deselect employees',
  categoryRequired: 'Please select category type',
  idsInvalid: 'Please select valid items',
} as const;
const M = APPROVER_GROUP_MESSAGES;

export const APPROVAL_TYPES = ['Concurrent', 'Sequential'] as const;
export const APPROVER_CATEGORY_TYPES = ['employees', 'station_grade', 'department', 'branch'] as const;

const personId = approverPersonId(M.personRequired);
const optionalPersonId = z.preprocess(
  (v) => (v === '' || v === 0 || v === '0' || v === undefined ? null : v),
  approverPersonId(M.alternateInvalid).nullable(),
);

const LEVEL_NAMES = {
  levels: 'approval_details',
  approver: 'approval_person_id',
  alternate: 'alt_approval_person_id',
} as const;

/** One level as sent: either spelling, normalised to approval_person_id / alt_approval_person_id. */
const levelInput = z.preprocess(
  (v) => {
    if (typeof v !== 'object' || v === null) return v;
    const o = v as Record<string, unknown>;
    return {
      approval_person_id: o.approval_person_id ?? o.approver_person_id,
      alt_approval_person_id: o.alt_approval_person_id ?? o.alt_approver_person_id ?? null,
    };
  },
  z.object(
    { approval_person_id: personId, alt_approval_person_id: optionalPersonId },
    { error: M.personRequired },
  ),
);

export const approverGroupInputSchema = z
  .preprocess(
    (v) => {
      if (typeof v !== 'object' || v === null) return v;
      const o = v as Record<string, unknown>;
      return {
        ...o,
        approval_details: o.approval_details ?? o.approver_details,
        approvers_count: o.approvers_count ?? o.no_approvals,
      };
    },
    z.object({
      group_name: requiredName(M.nameRequired, M.nameTooLong),
      approval_types: z.enum(APPROVAL_TYPES, { error: M.typeRequired }),
      approvers_count: approverCount(M.countRequired),
      approval_details: approverLevelList(levelInput, M.personRequired),
    }),
  )
  .superRefine((v, ctx) => checkApproverLevels(ctx, v.approval_details, v.approvers_count, LEVEL_NAMES, M));
export type ApproverGroupInput = z.infer<typeof approverGroupInputSchema>;

export const approverGroupRowSchema = z.object({
  id: rowId,
  group_name: z.string(),
  approvers_count: rowCount,
  approval_types: z.enum(APPROVAL_TYPES),
  category_type: z.enum(APPROVER_CATEGORY_TYPES),
  /** How many items (employees, grades, departments or branches) the group is assigned to. */
  assigned_count: rowCount,
});
export type ApproverGroupRow = z.infer<typeof approverGroupRowSchema>;

export const approverLevelSchema = z.object({
  id: rowId,
  level: rowId,
  approval_person_id: rowId,
  alt_approval_person_id: rowId.nullable(),
  approval_person_name: z.string(),
  alt_approval_person: z.string().nullable(),
});
export type ApproverLevel = z.infer<typeof approverLevelSchema>;

export const approverGroupDetailSchema = approverGroupRowSchema.extend({
  approvalLevels: z.array(approverLevelSchema),
});
export type ApproverGroupDetail = z.infer<typeof approverGroupDetailSchema>;

/** POST {id}/approvables: the assignment widget's payload (issue 10 §2 names it). */
export const approvablesInputSchema = assignmentPayload(M, {
  // The spec's assignment payload writes 'employee' (spec 3 §3): read as the employees basis.
  category_type: z.preprocess(
    (v) => (v === 'employee' ? 'employees' : v),
    z.enum(APPROVER_CATEGORY_TYPES, { error: M.categoryRequired }).default('employees'),
  ),
});
export type ApprovablesInput = z.infer<typeof approvablesInputSchema>;

/** One employee a group covers (GET {id}/approvables). */
export const approvableSchema = z.object({
  id: rowId,
  ...assignedEmployeeFields,
});
export type Approvable = z.infer<typeof approvableSchema>;

/** GET {id}/approvables (or the module's list suffix): a page of who the group covers. */
export const approvablesPageSchema = z.object({
  results: z.array(approvableSchema),
  total: z.number().int(),
  /** The same rows, for a module whose spec reads data.employees (APPROVER_SETTINGS_SUFFIXES). */
  employees: z.array(approvableSchema).optional(),
});
export type ApprovablesPage = z.infer<typeof approvablesPageSchema>;

/**
 * The modules with generic approver groups, and the API base path of each (spec 2 §2): the server
 * registers its routes from this list and the web app's shared approver screens call it.
 */
export const APPROVER_SETTINGS_APIS = {
  'salary-payment': '/payroll/payment-management/settings/approver-settings',
  'mobile-clock': '/attendance/mobile-clocks/settings/approver-settings',
  loan: '/payroll/loans/settings/approver-settings',
  'benefit-deduction': '/payroll/benefit-and-deduction/settings/approver-settings',
  appraisal: '/hrm/appraisals/settings/approver-settings',
  overtime: '/attendance/overtime/settings/approvals',
  // Not in the spec: the claims' own base path, like the loans' (ADR 45).
  'allowance-claim': '/payroll/salarymanagement/allowance-claims/settings/approver-settings',
  // Not in the spec (ambiguity 22): task moves that need approval (ADR 61).
  task: '/hrm/projects/settings/approver-settings',
  'improvement-plan': '/hrm/improvement-plans/settings/approver-settings',
  // Issue 24: requisitions (job requests) approved through the engine (ADR 66).
  'job-request': '/hrm/recruitment/settings/approver-settings',
} as const;
export type ApproverSettingsModule = keyof typeof APPROVER_SETTINGS_APIS;

/**
 * Where a module's spec names the two {id} calls otherwise than `approvables` (ambiguity 34): the
 * assign call's and the covered-list call's suffixes, and whether the list also answers its rows as
 * `employees` (spec 3 §7: overtime's `/{id}/assignables` returns data.employees). Every other module
 * uses `approvables` for both; a module listed here also answers the generic `approvables` pair.
 */
export const APPROVER_SETTINGS_SUFFIXES: Partial<
  Record<ApproverSettingsModule, { assign: string; list: string; employees: boolean }>
> = {
  overtime: { assign: 'assign-employees', list: 'assignables', employees: true },
};

/** The {id} suffixes of a module's assign and list calls. */
export const approverSuffixesOf = (module: ApproverSettingsModule) =>
  APPROVER_SETTINGS_SUFFIXES[module] ?? { assign: 'approvables', list: 'approvables', employees: false };
