import type { z } from 'zod';
import {
  categoryApproverDeleteSchema,
  categoryApproverDetailSchema,
  categoryApproverInputSchema,
  categoryApproverRowSchema,
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

export const leaveApproverInputSchema = categoryApproverInputSchema(LEAVE_APPROVER_MESSAGES);
export type LeaveApproverInput = z.infer<typeof leaveApproverInputSchema>;
export const leaveApproverDeleteSchema = categoryApproverDeleteSchema(LEAVE_APPROVER_MESSAGES);
export const leaveApproverRowSchema = categoryApproverRowSchema;
export type LeaveApproverRow = z.infer<typeof leaveApproverRowSchema>;
export const leaveApproverDetailSchema = categoryApproverDetailSchema;
export type LeaveApproverDetail = z.infer<typeof leaveApproverDetailSchema>;
