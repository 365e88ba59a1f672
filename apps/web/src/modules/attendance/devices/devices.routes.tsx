import { resourceScreens } from '../../../platform/routing/resource-routes.ts';

/**
 * Under /admin/attendance (spec 3 §2 "devices": all, create, edit/{id}, user-transfer, transactions,
 * transactions/logs/{id}; /devices itself goes to all), and the workshift area's synchronize screen.
 */
export const deviceScreens = resourceScreens({
  under: '/admin/attendance',
  path: '',
  redirects: { devices: 'all' },
  screens: {
    all: {
      path: 'devices/all',
      list: true,
      page: () => import('./pages/device-list-page.tsx'),
      permissions: ['view devices'],
      menu: { name: 'view devices', labelKey: 'menu.devices', icon: 'ClusterOutlined', module: 'attendance' },
    },
    create: {
      path: 'devices/create',
      page: () => import('./pages/device-create-page.tsx'),
      permissions: ['create device'],
    },
    edit: {
      path: 'devices/edit/$id',
      page: () => import('./pages/device-edit-page.tsx'),
      permissions: ['edit device'],
    },
    userTransfer: {
      path: 'devices/user-transfer',
      list: true,
      page: () => import('./pages/user-transfer-page.tsx'),
      permissions: ['edit device'],
    },
    transactions: {
      path: 'devices/transactions',
      list: true,
      page: () => import('./pages/transactions-page.tsx'),
      permissions: ['view devices'],
    },
    log: {
      path: 'devices/transactions/logs/$id',
      list: true,
      page: () => import('./pages/transaction-log-page.tsx'),
      permissions: ['view devices'],
    },
    synchronize: {
      path: 'workshift/synchronize',
      page: () => import('./pages/synchronize-page.tsx'),
      permissions: ['edit device'],
    },
  },
});

/** Its routes, for the route registry (app/routes/route-tree.ts). */
export const deviceRoutes = deviceScreens.routes;
