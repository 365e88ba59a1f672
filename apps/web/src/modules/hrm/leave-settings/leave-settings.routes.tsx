import { createRoute, type AnyRoute } from '@tanstack/react-router';
import { parseListSearch } from '../../../platform/ui/data-table/list-search.ts';
import { lazyPage } from '../../../platform/routing/lazy-page.ts';
import type { RoutePermissions } from '../../../platform/routing/route-meta.ts';
import {
  LEAVE_APPROVER_SCREENS,
  EXEMPTION_APPROVER_SCREENS,
  type CategoryApproverScreens,
} from './screens.ts';

type PageImport = Parameters<typeof lazyPage>[0];

const route = <P extends AnyRoute>(
  parent: P,
  path: string,
  page: PageImport,
  permissions: RoutePermissions,
  categoryApprovers?: CategoryApproverScreens,
) =>
  createRoute({
    getParentRoute: () => parent,
    path,
    validateSearch: parseListSearch,
    component: lazyPage(page),
    staticData: { permissions, ...(categoryApprovers ? { categoryApprovers } : {}) },
  });

const approverPages = {
  list: () => import('./pages/category-approver-list-page.tsx'),
  create: () => import('./pages/category-approver-create-page.tsx'),
  edit: () => import('./pages/category-approver-edit-page.tsx'),
  view: () => import('./pages/category-approver-view-page.tsx'),
};

/** The screens of one module's approver lists, at the addresses its config names. */
function approverRoutes<P extends AnyRoute>(parent: P, screens: CategoryApproverScreens, base: string) {
  const rel = (path: string) => path.slice(base.length).replace(/\/$/, '');
  const need = [screens.permission] as const;
  return [
    route(parent, rel(screens.list), approverPages.list, need, screens),
    route(parent, rel(screens.create), approverPages.create, need, screens),
    route(parent, `${rel(screens.editPrefix)}/$id`, approverPages.edit, need, screens),
    route(parent, `${rel(screens.viewPrefix)}/$id`, approverPages.view, need, screens),
  ];
}

/**
 * Under /admin/hrm/leave (spec 2 §2 "Admin leave"): settings; settings/leave-type (list, create,
 * edit/$id); settings/leave-approval (list, create, edit/$id, view/$id).
 */
export const leaveSettingsRoutes = <P extends AnyRoute>(adminLeave: P) => [
  route(adminLeave, 'settings', () => import('./pages/leave-settings-page.tsx'), [
    'view leaves',
    'manage leave types',
    'manage leave approvers',
  ]),
  route(adminLeave, 'settings/leave-type', () => import('./pages/leave-type-list-page.tsx'), [
    'view leaves',
    'manage leave types',
  ]),
  route(adminLeave, 'settings/leave-type/create', () => import('./pages/leave-type-create-page.tsx'), [
    'manage leave types',
  ]),
  route(adminLeave, 'settings/leave-type/edit/$id', () => import('./pages/leave-type-edit-page.tsx'), [
    'manage leave types',
  ]),
  ...approverRoutes(adminLeave, LEAVE_APPROVER_SCREENS, '/admin/hrm/leave/'),
];

/**
 * Under /admin/hrm, the exemption approval settings in the spec's three spellings (ADR 3 #6):
 * exemption/settings (a hub), exemption/approval-settings (list), exemption/approval/create,
 * exemption/approver-settings/edit/$id and, for the read-only view, exemption/approver-settings/view/$id.
 */
export const exemptionApprovalRoutes = <P extends AnyRoute>(adminHrm: P) => [
  route(adminHrm, 'exemption/settings', () => import('./pages/exemption-settings-page.tsx'), [
    'manage exemption approvers',
  ]),
  ...approverRoutes(adminHrm, EXEMPTION_APPROVER_SCREENS, '/admin/hrm/'),
];
