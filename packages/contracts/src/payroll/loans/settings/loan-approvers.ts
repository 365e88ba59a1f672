import {
  CATEGORY_APPROVER_RULE_MESSAGES,
  type CategoryApproverMessages,
} from '../../../platform/category-approvers.ts';
import {
  categoryApproverBatchDelete,
  categoryApproverEndpoints,
} from '../../../platform/category-approvers.endpoints.ts';

/**
 * Loan approval settings (spec 3 GET/POST /payroll/loans/settings/approvals, GET/PUT {id}, POST
 * /delete; issue 20): which approver group decides for which branch, department, grade or employee,
 * the category approver kit's shape and rules with loan wording (ADR 51).
 */
export const LOAN_APPROVER_MESSAGES = {
  listed: 'Loan approval settings fetched successfully',
  loaded: 'Loan approval setting fetched successfully',
  created: 'Loan approval setting created successfully',
  updated: 'Loan approval setting updated successfully',
  deleted: 'Loan approval setting deleted successfully',
  notFound: 'Loan approval setting not found',
  descriptionRequired: 'Please input loan Approval list',
  descriptionTooLong: 'Loan Approval list name is too long',
  ...CATEGORY_APPROVER_RULE_MESSAGES,
  idsRequired: 'Please select the loan approval settings to delete',
} as const satisfies CategoryApproverMessages;

const BASE = 'payroll/loans/settings/approvals';

/** Anyone who sees loans reads the settings; loan settings managers change them (ADR 51). */
export const LOAN_APPROVER_ENDPOINTS = {
  ...categoryApproverEndpoints(BASE, 'manage loan settings', LOAN_APPROVER_MESSAGES, 'view loans'),
  delete: categoryApproverBatchDelete(BASE, 'manage loan settings', LOAN_APPROVER_MESSAGES),
};
