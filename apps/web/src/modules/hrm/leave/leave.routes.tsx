import { createRoute, type AnyRoute } from '@tanstack/react-router';
import { parseListSearch } from '../../../platform/ui/data-table/list-search.ts';
import { lazyPage } from '../../../platform/routing/lazy-page.ts';
import type { RouteMeta } from '../../../platform/routing/route-meta.ts';
import './menu-texts.ts';

const page = <P extends AnyRoute>(
  parent: P,
  path: string,
  load: Parameters<typeof lazyPage>[0],
  staticData: RouteMeta = {},
  list = false,
) =>
  createRoute({
    getParentRoute: () => parent,
    path,
    ...(list ? { validateSearch: parseListSearch } : {}),
    component: lazyPage(load),
    staticData,
  });

const pages = {
  all: () => import('./pages/all-leaves-page.tsx'),
  mine: () => import('./pages/my-leaves-page.tsx'),
  approvals: () => import('./pages/leave-approvals-page.tsx'),
  create: () => import('./pages/leave-create-page.tsx'),
  edit: () => import('./pages/leave-edit-page.tsx'),
};

/**
 * Under /admin/hrm/leave (spec 2 §2 "Admin leave"): all, create, edit/{id}, my-leave, approvals. The
 * edit, my-leave and approvals screens need no permission: the server lets an employee change their
 * own pending request and decide what waits on them (ADR 22, 23).
 */
export const adminLeaveRoutes = <P extends AnyRoute>(adminLeave: P) => [
  page(
    adminLeave,
    'all',
    pages.all,
    {
      permissions: ['view leaves'],
      menu: { name: 'view leaves', labelKey: 'menu.leave', icon: 'SolutionOutlined', module: 'hrm' },
    },
    true,
  ),
  page(adminLeave, 'create', pages.create, { permissions: ['create leave'] }),
  page(adminLeave, 'edit/$id', pages.edit),
  page(adminLeave, 'my-leave', pages.mine, {}, true),
  page(adminLeave, 'approvals', pages.approvals, {}, true),
];

/**
 * Under /ess/hrm/leave (spec 2 §2 ESS routes): my-leaves, approvals, create, edit/{id}; every
 * signed-in employee may ask for leave and decide what waits on them.
 */
export const essLeaveRoutes = <P extends AnyRoute>(essLeave: P) => [
  page(
    essLeave,
    'my-leaves',
    pages.mine,
    { menu: { name: 'my leave', labelKey: 'menu.myLeave', icon: 'SolutionOutlined', module: 'hrm' } },
    true,
  ),
  page(essLeave, 'approvals', pages.approvals, {}, true),
  page(essLeave, 'create', pages.create),
  page(essLeave, 'edit/$id', pages.edit),
];
