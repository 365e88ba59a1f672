import {
  CATEGORY_APPROVER_RULE_MESSAGES,
  type CategoryApproverMessages,
} from '../platform/category-approvers.ts';

/**
 * Leave approver settings (spec 2 §3 "Leave approver setting", §5 "Leave approver", §7): an approver
 * group of the leave module, scoped by employees, grades (`station_grade`), departments or branches.
 */
export const LEAVE_APPROVER_MESSAGES = {
  listed: 'Leave approvers fetched successfully',
  loaded: 'Leave approver fetched successfully',
  created: 'Leave approver created successfully',
  updated: 'Leave approver updated successfully',
  deleted: 'Leave approver deleted successfully',
  notFound: 'Leave approver not found',
  descriptionRequired: 'Please input leave Approval list',
  descriptionTooLong: 'Leave Approval list name is too long',
  ...CATEGORY_APPROVER_RULE_MESSAGES,
  idsRequired: 'Please select the leave approvers to delete',
} as const satisfies CategoryApproverMessages;
