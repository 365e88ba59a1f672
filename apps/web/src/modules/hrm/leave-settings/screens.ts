import type { PermissionSlug } from '@clockroom/contracts';

/**
 * One module's category-scoped approver screens (leave approvers, spec 2 §2; exemption approval
 * settings, ADR 22): the same list, form and view, told apart by this object only. Route files load
 * with every screen, so it holds plain strings; the pages read the module's messages from contracts.
 */
export interface CategoryApproverScreens {
  /** Whose groups: the pages take the module's calls and messages from contracts by it. */
  module: 'leave' | 'exemption';
  permission: PermissionSlug;
  list: string;
  create: string;
  /** Followed by the id. */
  editPrefix: string;
  viewPrefix: string;
  /** The settings hub the list's Back link returns to. */
  hub: string;
}

export const LEAVE_APPROVER_SCREENS: CategoryApproverScreens = {
  module: 'leave',
  permission: 'manage leave approvers',
  list: '/admin/hrm/leave/settings/leave-approval',
  create: '/admin/hrm/leave/settings/leave-approval/create',
  editPrefix: '/admin/hrm/leave/settings/leave-approval/edit/',
  viewPrefix: '/admin/hrm/leave/settings/leave-approval/view/',
  hub: '/admin/hrm/leave/settings',
};

/** The spec's three spellings (approval-settings, approval/create, approver-settings/edit; ADR 3 #6). */
export const EXEMPTION_APPROVER_SCREENS: CategoryApproverScreens = {
  module: 'exemption',
  permission: 'manage exemption approvers',
  list: '/admin/hrm/exemption/approval-settings',
  create: '/admin/hrm/exemption/approval/create',
  editPrefix: '/admin/hrm/exemption/approver-settings/edit/',
  viewPrefix: '/admin/hrm/exemption/approver-settings/view/',
  hub: '/admin/hrm/exemption/settings',
};

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Set on the category approver screens' routes: whose groups they show. */
    categoryApprovers?: CategoryApproverScreens;
  }
}
