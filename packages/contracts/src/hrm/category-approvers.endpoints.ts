import {
  categoryApproverBatchDelete,
  categoryApproverEndpoints,
  categoryApproverSingleDelete,
} from '../platform/category-approvers.endpoints.ts';
import { EXEMPTION_APPROVER_MESSAGES } from './exemption-approvers.ts';
import { LEAVE_APPROVER_MESSAGES } from './leave-approvers.ts';

export type { CategoryApproverEndpoints } from '../platform/category-approvers.endpoints.ts';

const LEAVE_BASE = 'hrm/leaves/settings/approversettings';
const EXEMPTION_BASE = 'hrm/exemptions/settings/approvals';

/** Leave approver settings (spec 2 §7); leave deletes a batch: POST …/delete {approverIds}. */
export const LEAVE_APPROVER_ENDPOINTS = {
  ...categoryApproverEndpoints(LEAVE_BASE, 'manage leave approvers', LEAVE_APPROVER_MESSAGES),
  delete: categoryApproverBatchDelete(LEAVE_BASE, 'manage leave approvers', LEAVE_APPROVER_MESSAGES),
};

/** Exemption approval settings (spec 2 §7); exemptions delete one at a time: DELETE …/{id}. */
export const EXEMPTION_APPROVER_ENDPOINTS = {
  ...categoryApproverEndpoints(EXEMPTION_BASE, 'manage exemption approvers', EXEMPTION_APPROVER_MESSAGES),
  delete: categoryApproverSingleDelete(EXEMPTION_BASE, 'manage exemption approvers'),
};
