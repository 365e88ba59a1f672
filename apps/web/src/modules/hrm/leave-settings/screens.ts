import {
  EXEMPTION_APPROVER_ENDPOINTS,
  EXEMPTION_APPROVER_MESSAGES,
  LEAVE_APPROVER_ENDPOINTS,
  LEAVE_APPROVER_MESSAGES,
} from '@clockroom/contracts';
import type { CategoryApproverScreens } from '../../../platform/approvers/category/screens.ts';

/** Leave's registration with the category approver kit (spec 2 §2). */
export const LEAVE_APPROVER_SCREENS: CategoryApproverScreens = {
  module: 'leave',
  endpoints: LEAVE_APPROVER_ENDPOINTS,
  messages: LEAVE_APPROVER_MESSAGES,
  permission: 'manage leave approvers',
  texts: 'leaveSettings.leave',
  loadTexts: () => import('./i18n.ts'),
  hubTitle: 'leaveSettings.hubTitle',
  list: '/admin/hrm/leave/settings/leave-approval',
  create: '/admin/hrm/leave/settings/leave-approval/create',
  editPrefix: '/admin/hrm/leave/settings/leave-approval/edit/',
  viewPrefix: '/admin/hrm/leave/settings/leave-approval/view/',
  hub: '/admin/hrm/leave/settings',
};

/** Exemptions' registration, in the spec's three spellings (approval-settings, approval/create, approver-settings/edit; ADR 3 #6). */
export const EXEMPTION_APPROVER_SCREENS: CategoryApproverScreens = {
  module: 'exemption',
  endpoints: EXEMPTION_APPROVER_ENDPOINTS,
  messages: EXEMPTION_APPROVER_MESSAGES,
  permission: 'manage exemption approvers',
  texts: 'leaveSettings.exemption',
  loadTexts: () => import('./i18n.ts'),
  hubTitle: 'leaveSettings.exemptionHubTitle',
  list: '/admin/hrm/exemption/approval-settings',
  create: '/admin/hrm/exemption/approval/create',
  editPrefix: '/admin/hrm/exemption/approver-settings/edit/',
  viewPrefix: '/admin/hrm/exemption/approver-settings/view/',
  hub: '/admin/hrm/exemption/settings',
};
