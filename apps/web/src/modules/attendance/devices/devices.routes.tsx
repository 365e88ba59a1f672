import { createRoute, redirect, type AnyRoute } from '@tanstack/react-router';
import { parseListSearch } from '../../../platform/ui/data-table/list-search.ts';
import { lazyPage } from '../../../platform/routing/lazy-page.ts';
import type { RouteMeta } from '../../../platform/routing/route-meta.ts';
import './menu-texts.ts';

const page = <P extends AnyRoute, const Path extends string>(
  parent: P,
  path: Path,
  load: Parameters<typeof lazyPage>[0],
  staticData: RouteMeta,
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
  list: () => import('./pages/device-list-page.tsx'),
  create: () => import('./pages/device-create-page.tsx'),
  edit: () => import('./pages/device-edit-page.tsx'),
  transfer: () => import('./pages/user-transfer-page.tsx'),
  transactions: () => import('./pages/transactions-page.tsx'),
  log: () => import('./pages/transaction-log-page.tsx'),
  synchronize: () => import('./pages/synchronize-page.tsx'),
};

/**
 * Under /admin/attendance (spec 3 §2 "devices": all, create, edit/{id}, user-transfer, transactions,
 * transactions/logs/{id}; /devices itself goes to all), and the workshift area's synchronize screen.
 */
export const deviceRoutes = <P extends AnyRoute>(adminAttendance: P) => [
  createRoute({
    getParentRoute: () => adminAttendance,
    path: 'devices',
    beforeLoad: () => {
      throw redirect({ href: '/admin/attendance/devices/all' });
    },
  }),
  page(
    adminAttendance,
    'devices/all',
    pages.list,
    {
      permissions: ['view devices'],
      menu: { name: 'view devices', labelKey: 'menu.devices', icon: 'ClusterOutlined', module: 'attendance' },
    },
    true,
  ),
  page(adminAttendance, 'devices/create', pages.create, { permissions: ['create device'] }),
  page(adminAttendance, 'devices/edit/$id', pages.edit, { permissions: ['edit device'] }),
  page(adminAttendance, 'devices/user-transfer', pages.transfer, { permissions: ['edit device'] }, true),
  page(adminAttendance, 'devices/transactions', pages.transactions, { permissions: ['view devices'] }, true),
  page(adminAttendance, 'devices/transactions/logs/$id', pages.log, { permissions: ['view devices'] }, true),
  page(adminAttendance, 'workshift/synchronize', pages.synchronize, { permissions: ['edit device'] }),
];
