import { createRoute, redirect, type AnyRoute } from '@tanstack/react-router';
import { SYSTEM_SETTINGS_PERMISSIONS as P } from '@clockroom/contracts';
import { lazyPage } from '../../../platform/routing/lazy-page.ts';
import type { RoutePermissions } from '../../../platform/routing/route-meta.ts';
import { parseListSearch } from '../../../platform/ui/data-table/list-search.ts';
import './menu-texts.ts';

const root = 'system-settings';

/**
 * /admin/organization/system-settings (spec 1 §2): the hub, account settings, public holidays (spec
 * ambiguity 8: the API exists without a screen, so one is added here), billing, roles and the
 * background jobs of the company (the job queue's admin view).
 */
export const systemSettingsRoutes = <P extends AnyRoute>(parent: P) => {
  const page = (
    path: string,
    permissions: RoutePermissions,
    component: ReturnType<typeof lazyPage>,
    list = false,
  ) =>
    createRoute({
      getParentRoute: () => parent,
      path: `${root}/${path}`,
      component,
      staticData: { permissions },
      ...(list ? { validateSearch: parseListSearch } : {}),
    });
  const moveTo = (path: string, href: string) =>
    createRoute({
      getParentRoute: () => parent,
      path: `${root}/${path}`,
      beforeLoad: () => {
        throw redirect({ href });
      },
    });
  const base = `/admin/organization/${root}`;
  return [
    createRoute({
      getParentRoute: () => parent,
      path: root,
      component: lazyPage(() => import('./pages/system-settings-page.tsx')),
      staticData: {
        permissions: [P.viewSettings],
        menu: {
          name: P.viewSettings,
          labelKey: 'menu.systemSettings',
          icon: 'SettingOutlined',
          module: 'organization',
        },
      },
    }),
    page(
      'account-settings',
      [P.viewSettings],
      lazyPage(() => import('./account-settings/pages/account-settings-page.tsx')),
    ),
    page(
      'public-holidays',
      [P.viewSettings],
      lazyPage(() => import('./public-holidays/pages/public-holidays-page.tsx')),
    ),
    page(
      'jobs',
      [P.viewSettings],
      lazyPage(() => import('./jobs/pages/jobs-page.tsx')),
      true,
    ),
    moveTo('roles', `${base}/roles/view-all`),
    page(
      'roles/view-all',
      [P.viewRoles],
      lazyPage(() => import('./roles/pages/roles-page.tsx')),
      true,
    ),
    page(
      'roles/create',
      [P.createRole],
      lazyPage(() => import('./roles/pages/role-form-page.tsx')),
    ),
    page(
      'roles/edit/$id',
      [P.editRole],
      lazyPage(() => import('./roles/pages/role-form-page.tsx')),
    ),
    page(
      'roles/view/$id',
      [P.viewRoles],
      lazyPage(() => import('./roles/pages/role-view-page.tsx')),
      true,
    ),
    moveTo('billing', `${base}/billing/order-history`),
    page(
      'billing/order-history',
      [P.manageBilling],
      lazyPage(() => import('./billing/pages/order-history-page.tsx')),
      true,
    ),
    page(
      'billing/renew',
      [P.manageBilling],
      lazyPage(() => import('./billing/pages/renew-page.tsx')),
    ),
    page(
      'billing/renew/module',
      [P.manageBilling],
      lazyPage(() => import('./billing/pages/renew-module-page.tsx')),
    ),
  ] as const;
};
