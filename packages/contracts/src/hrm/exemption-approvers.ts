import {
  CATEGORY_APPROVER_RULE_MESSAGES,
  type CategoryApproverMessages,
} from '../platform/category-approvers.ts';

/**
 * Exemption approval settings (spec 2 §7 GET/POST /hrm/exemptions/settings/approvals, GET/PUT/DELETE
 * {id}; fields not shown): the leave approver's shape and rules, with exemption wording (ADR 22).
 */
export const EXEMPTION_APPROVER_MESSAGES = {
  listed: 'Exemption approvers fetched successfully',
  loaded: 'Exemption approver fetched successfully',
  created: 'Exemption approver created successfully',
  updated: 'Exemption approver updated successfully',
  deleted: 'Exemption approver deleted successfully',
  notFound: 'Exemption approver not found',
  descriptionRequired: 'Please input exemption Approval list',
  descriptionTooLong: 'Exemption Approval list name is too long',
  ...CATEGORY_APPROVER_RULE_MESSAGES,
  idsRequired: 'Please select the exemption approvers to delete',
} as const satisfies CategoryApproverMessages;
