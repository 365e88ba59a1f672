import { createRoute, redirect, type AnyRoute } from '@tanstack/react-router';
import { parseListSearch } from '../../../platform/ui/data-table/list-search.ts';
import { lazyPage } from '../../../platform/routing/lazy-page.ts';
import './menu-texts.ts';

const page = <P extends AnyRoute, const Path extends string>(
  parent: P,
  path: Path,
  load: Parameters<typeof lazyPage>[0],
  staticData: Parameters<typeof createRoute>[0]['staticData'] = {},
  list = false,
) =>
  createRoute({
    getParentRoute: () => parent,
    path,
    ...(list ? { validateSearch: parseListSearch } : {}),
    component: lazyPage(load),
    staticData,
  });

const redirectTo = <P extends AnyRoute>(parent: P, href: string) =>
  createRoute({
    getParentRoute: () => parent,
    path: 'exemption',
    beforeLoad: () => {
      throw redirect({ href });
    },
  });

const MENU = { labelKey: 'menu.exemptions', icon: 'FileTextOutlined', module: 'hrm' } as const;

/**
 * /admin/hrm/exemption (spec 2 §2 "Admin HRM other routes"): the bare address goes to
 * all-exemptions; create, edit/{id}, my-exemptions. The approval settings screens sit beside these
 * under the same prefix (their own routes).
 */
export const exemptionAdminRoutes = <P extends AnyRoute>(parent: P) => [
  redirectTo(parent, '/admin/hrm/exemption/all-exemptions'),
  page(
    parent,
    'exemption/all-exemptions',
    () => import('./pages/all-exemptions-page.tsx'),
    { permissions: ['view exemptions'], menu: { name: 'view exemptions', ...MENU } },
    true,
  ),
  page(parent, 'exemption/my-exemptions', () => import('./pages/my-exemptions-page.tsx'), {}, true),
  page(parent, 'exemption/create', () => import('./pages/exemption-create-page.tsx')),
  page(parent, 'exemption/edit/$id', () => import('./pages/exemption-edit-page.tsx')),
];

/**
 * /ess/hrm/exemption (spec 2 §2 ESS routes): the bare address goes to my-exemptions; approvals,
 * create, edit/{id}. Every signed-in employee may ask for an exemption and decide what waits on them.
 */
export const exemptionEssRoutes = <P extends AnyRoute>(parent: P) => [
  redirectTo(parent, '/ess/hrm/exemption/my-exemptions'),
  page(
    parent,
    'exemption/my-exemptions',
    () => import('./pages/my-exemptions-page.tsx'),
    { menu: { name: 'my exemptions', ...MENU } },
    true,
  ),
  page(parent, 'exemption/approvals', () => import('./pages/exemption-approvals-page.tsx'), {}, true),
  page(parent, 'exemption/create', () => import('./pages/exemption-create-page.tsx')),
  page(parent, 'exemption/edit/$id', () => import('./pages/exemption-edit-page.tsx')),
];
