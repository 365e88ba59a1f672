import type { AnyRoute } from '@tanstack/react-router';
import { resourceScreens, type ScreenSpec } from '../../../platform/routing/resource-routes.ts';
import type { RoutePermissions } from '../../../platform/routing/route-meta.ts';
import { LEAVE_APPROVER_SCREENS, EXEMPTION_APPROVER_SCREENS } from './screens.ts';
import { categoryApproverScreens as approverScreens } from '../../../platform/approvers/category/category-approver-routes.ts';

/** Every settings screen keeps its paging and filters in the URL. */
const screen = <const Path extends string>(
  path: Path,
  page: ScreenSpec['page'],
  permissions: RoutePermissions,
) => ({
  path,
  page,
  permissions,
  list: true,
});

/**
 * Under /admin/hrm/leave (spec 2 §2 "Admin leave"): settings; settings/leave-type (list, create,
 * edit/$id); settings/leave-approval (list, create, edit/$id, view/$id).
 */
export const leaveSettingsScreens = resourceScreens({
  under: '/admin/hrm/leave',
  path: 'settings',
  screens: {
    hub: screen('', () => import('./pages/leave-settings-page.tsx'), [
      'view leaves',
      'manage leave types',
      'manage leave approvers',
    ]),
    typeList: screen('leave-type', () => import('./pages/leave-type-list-page.tsx'), [
      'view leaves',
      'manage leave types',
    ]),
    typeCreate: screen('leave-type/create', () => import('./pages/leave-type-create-page.tsx'), [
      'manage leave types',
    ]),
    typeEdit: screen('leave-type/edit/$id', () => import('./pages/leave-type-edit-page.tsx'), [
      'manage leave types',
    ]),
  },
});

const leaveApproverScreens = resourceScreens({
  under: '/admin/hrm/leave',
  path: '',
  screens: approverScreens(LEAVE_APPROVER_SCREENS, '/admin/hrm/leave'),
});

/**
 * Under /admin/hrm, the exemption approval settings in the spec's three spellings (ADR 3 #6):
 * exemption/settings (a hub), exemption/approval-settings (list), exemption/approval/create,
 * exemption/approver-settings/edit/$id and, for the read-only view, exemption/approver-settings/view/$id.
 */
const exemptionApprovalScreens = resourceScreens({
  under: '/admin/hrm',
  path: '',
  screens: {
    hub: screen('exemption/settings', () => import('./pages/exemption-settings-page.tsx'), [
      'manage exemption approvers',
    ]),
    ...approverScreens(EXEMPTION_APPROVER_SCREENS, '/admin/hrm'),
  },
});

/** Their routes, for the route registry (app/routes/route-tree.ts). */
export const leaveSettingsRoutes = <P extends AnyRoute>(adminLeave: P) => [
  ...leaveSettingsScreens.routes(adminLeave),
  ...leaveApproverScreens.routes(adminLeave),
];
export const exemptionApprovalRoutes = exemptionApprovalScreens.routes;
