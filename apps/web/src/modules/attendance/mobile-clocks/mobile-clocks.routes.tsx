import { createRoute, redirect, type AnyRoute } from '@tanstack/react-router';
import { parseListSearch } from '../../../platform/ui/data-table/list-search.ts';
import { lazyPage } from '../../../platform/routing/lazy-page.ts';
import type { RouteMeta } from '../../../platform/routing/route-meta.ts';
import './menu-texts.ts';

const page = <P extends AnyRoute, const Path extends string>(
  parent: P,
  path: Path,
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

/** A parent's bare address goes on to its default child (spec 3 §2). */
const redirectTo = <P extends AnyRoute>(parent: P, path: string, href: string) =>
  createRoute({
    getParentRoute: () => parent,
    path,
    beforeLoad: () => {
      throw redirect({ href });
    },
  });

const MENU = { icon: 'MobileOutlined', module: 'attendance' } as const;
const VIEW = ['view mobile clocks'] as const;
const MANAGE = ['manage mobile clock settings'] as const;

/**
 * Under /admin/attendance (spec 3 §2 "mobile-clocks (default redirect to all-logs)"): all-logs,
 * settings, settings/location with create, edit/{id} and assign/{id}. The approver screens at
 * settings/approvers are the shared ones (../approver-settings.routes.tsx).
 */
export const adminMobileClockRoutes = <P extends AnyRoute>(parent: P) => [
  redirectTo(parent, 'mobile-clocks', '/admin/attendance/mobile-clocks/all-logs'),
  page(
    parent,
    'mobile-clocks/all-logs',
    () => import('./pages/all-logs-page.tsx'),
    { permissions: VIEW, menu: { name: 'view mobile clocks', labelKey: 'menu.mobileClocks', ...MENU } },
    true,
  ),
  page(parent, 'mobile-clocks/settings', () => import('./pages/settings-page.tsx'), { permissions: VIEW }),
  page(
    parent,
    'mobile-clocks/settings/location',
    () => import('./pages/locations-page.tsx'),
    { permissions: VIEW },
    true,
  ),
  page(parent, 'mobile-clocks/settings/location/create', () => import('./pages/location-create-page.tsx'), {
    permissions: MANAGE,
  }),
  page(parent, 'mobile-clocks/settings/location/edit/$id', () => import('./pages/location-edit-page.tsx'), {
    permissions: MANAGE,
  }),
  page(
    parent,
    'mobile-clocks/settings/location/assign/$id',
    () => import('./pages/location-assign-page.tsx'),
    {
      permissions: MANAGE,
    },
  ),
];

/**
 * Under /ess/attendance (spec 3 §2 "mobile-clocks (approvals, my-logs)"): every signed-in employee
 * has their own logs and the inbox of what waits on them.
 */
export const essMobileClockRoutes = <P extends AnyRoute>(parent: P) => [
  redirectTo(parent, 'mobile-clocks', '/ess/attendance/mobile-clocks/my-logs'),
  page(
    parent,
    'mobile-clocks/my-logs',
    () => import('./pages/my-logs-page.tsx'),
    { menu: { name: 'my mobile clocks', labelKey: 'menu.myMobileClocks', ...MENU } },
    true,
  ),
  page(parent, 'mobile-clocks/approvals', () => import('./pages/approvals-page.tsx'), {}, true),
];
