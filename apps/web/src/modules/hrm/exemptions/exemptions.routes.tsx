import { resourceScreens } from '../../../platform/routing/resource-routes.ts';

const MENU = { labelKey: 'menu.exemptions', icon: 'FileTextOutlined', module: 'hrm' } as const;
const create = () => import('./pages/exemption-create-page.tsx');
const edit = () => import('./pages/exemption-edit-page.tsx');
const mine = () => import('./pages/my-exemptions-page.tsx');

/**
 * /admin/hrm/exemption (spec 2 §2 "Admin HRM other routes"): the bare address goes to
 * all-exemptions; create, edit/{id}, my-exemptions. The approval settings screens sit beside these
 * under the same prefix (their own routes).
 */
export const adminExemptionScreens = resourceScreens({
  under: '/admin/hrm',
  path: 'exemption',
  redirects: { '': 'all' },
  screens: {
    all: {
      path: 'all-exemptions',
      list: true,
      page: () => import('./pages/all-exemptions-page.tsx'),
      permissions: ['view exemptions'],
      menu: { name: 'view exemptions', ...MENU },
    },
    mine: { path: 'my-exemptions', list: true, page: mine },
    create: { path: 'create', page: create },
    edit: { path: 'edit/$id', page: edit },
  },
});

/**
 * /ess/hrm/exemption (spec 2 §2 ESS routes): the bare address goes to my-exemptions; approvals,
 * create, edit/{id}. Every signed-in employee may ask for an exemption and decide what waits on them.
 */
export const essExemptionScreens = resourceScreens({
  under: '/ess/hrm',
  path: 'exemption',
  redirects: { '': 'mine' },
  screens: {
    mine: { path: 'my-exemptions', list: true, page: mine, menu: { name: 'my exemptions', ...MENU } },
    approvals: { path: 'approvals', list: true, page: () => import('./pages/exemption-approvals-page.tsx') },
    create: { path: 'create', page: create },
    edit: { path: 'edit/$id', page: edit },
  },
});

/** Their routes, for the route registry (app/routes/route-tree.ts). */
export const exemptionAdminRoutes = adminExemptionScreens.routes;
export const exemptionEssRoutes = essExemptionScreens.routes;
