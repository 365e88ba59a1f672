import { resourceScreens } from '../../../platform/routing/resource-routes.ts';

const pages = {
  all: () => import('./pages/all-leaves-page.tsx'),
  mine: () => import('./pages/my-leaves-page.tsx'),
  approvals: () => import('./pages/leave-approvals-page.tsx'),
  create: () => import('./pages/leave-create-page.tsx'),
  edit: () => import('./pages/leave-edit-page.tsx'),
};
const MENU = { icon: 'SolutionOutlined', module: 'hrm' } as const;

/**
 * Under /admin/hrm/leave (spec 2 §2 "Admin leave"): all, create, edit/{id}, my-leave, approvals. The
 * edit, my-leave and approvals screens need no permission: the server lets an employee change their
 * own pending request and decide what waits on them (ADR 22, 23).
 */
export const adminLeaveScreens = resourceScreens({
  under: '/admin/hrm/leave',
  path: '',
  screens: {
    all: {
      path: 'all',
      list: true,
      page: pages.all,
      permissions: ['view leaves'],
      menu: { name: 'view leaves', labelKey: 'menu.leave', ...MENU },
    },
    create: { path: 'create', page: pages.create, permissions: ['create leave'] },
    edit: { path: 'edit/$id', page: pages.edit },
    mine: { path: 'my-leave', list: true, page: pages.mine },
    approvals: { path: 'approvals', list: true, page: pages.approvals },
  },
});

/**
 * Under /ess/hrm/leave (spec 2 §2 ESS routes): my-leaves, approvals, create, edit/{id}; every
 * signed-in employee may ask for leave and decide what waits on them.
 */
export const essLeaveScreens = resourceScreens({
  under: '/ess/hrm/leave',
  path: '',
  screens: {
    mine: {
      path: 'my-leaves',
      list: true,
      page: pages.mine,
      menu: { name: 'my leave', labelKey: 'menu.myLeave', ...MENU },
    },
    approvals: { path: 'approvals', list: true, page: pages.approvals },
    create: { path: 'create', page: pages.create },
    edit: { path: 'edit/$id', page: pages.edit },
  },
});

/** Their routes, for the route registry (app/routes/route-tree.ts). */
export const adminLeaveRoutes = adminLeaveScreens.routes;
export const essLeaveRoutes = essLeaveScreens.routes;
