import { z } from 'zod';
import { assignedEmployeeFields, rowId } from '../platform/fields.ts';
import { assignmentPayload } from '../platform/assignment-payload.ts';
import { OVERTIME_SETTINGS_MESSAGES as M } from './overtime-settings-messages.ts';

/** Who holds a work rate or an overtime rule (spec 3 §3 "Assignment payload", ADR 37). */

/**
 * The spec's assignment payload (spec 3 §3): category_type 'employee', assign_category_type_ids,
 * unassign_category_type_ids; nothing to do is 'Kindly select or deselect employees'. An employee
 * has one work rate and one rule, so assigning moves them from any other.
 */
export const overtimeAssignmentSchema = assignmentPayload(M, {
  category_type: z.preprocess(
    (v) => (v === undefined || v === null || v === '' || v === 'employees' ? 'employee' : v),
    z.literal('employee', { error: M.categoryInvalid }),
  ),
});
export type OvertimeAssignment = z.infer<typeof overtimeAssignmentSchema>;

/** One employee assigned to a work rate or rule (GET {id}/assignables, the assignment widget). */
export const overtimeAssigneeSchema = z.object({
  id: rowId,
  name: z.string(),
  ...assignedEmployeeFields,
});
export type OvertimeAssignee = z.infer<typeof overtimeAssigneeSchema>;

/** GET {id}/assignables: the employees it holds now, all of them (the widget's right list). */
export const overtimeAssignablesSchema = z.object({ employees: z.array(overtimeAssigneeSchema) });
export type OvertimeAssignables = z.infer<typeof overtimeAssignablesSchema>;
