import { createRoute, type AnyRoute } from '@tanstack/react-router';
import { redirectRoute, resourceScreens } from '../../platform/routing/resource-routes.ts';

const VIEW = ['view canteen'] as const;
const MANAGE = ['manage canteen'] as const;

/**
 * The canteen's admin screens (issue 20, ADR 55) under /admin/canteen: the dashboard with the meal
 * log, the meal plans (list, create, edit with their members) and the canteen points.
 */
export const canteenScreens = resourceScreens({
  under: '/admin/canteen',
  path: '',
  screens: {
    dashboard: {
      path: 'dashboard',
      list: true,
      page: () => import('./pages/canteen-dashboard-page.tsx'),
      permissions: VIEW,
      menu: {
        name: 'view canteen',
        labelKey: 'menu.canteenDashboard',
        icon: 'DashboardOutlined',
        module: 'canteen',
      },
    },
    plans: {
      path: 'meal-plans',
      list: true,
      page: () => import('./pages/meal-plans-page.tsx'),
      permissions: VIEW,
      menu: {
        name: 'view canteen',
        labelKey: 'menu.canteenPlans',
        icon: 'SolutionOutlined',
        module: 'canteen',
      },
    },
    createPlan: {
      path: 'meal-plans/create',
      page: () => import('./pages/meal-plan-create-page.tsx'),
      permissions: MANAGE,
    },
    editPlan: {
      path: 'meal-plans/edit/$id',
      page: () => import('./pages/meal-plan-edit-page.tsx'),
      permissions: MANAGE,
    },
    points: {
      path: 'points',
      page: () => import('./pages/canteen-points-page.tsx'),
      permissions: VIEW,
      menu: {
        name: 'view canteen',
        labelKey: 'menu.canteenPoints',
        icon: 'MobileOutlined',
        module: 'canteen',
      },
    },
  },
});

/** /ess/canteen: the employee's meals of the month and their cost; every employee's own. */
export const essCanteenScreens = resourceScreens({
  under: '/ess/canteen',
  path: '',
  screens: {
    mine: {
      path: '/',
      page: () => import('./pages/my-meals-page.tsx'),
      menu: { name: 'my meals', labelKey: 'menu.myMeals', icon: 'SolutionOutlined', module: 'canteen' },
    },
  },
});

const canteenRoute = <P extends AnyRoute>(parent: P) =>
  createRoute({ getParentRoute: () => parent, path: 'canteen' });

/** The canteen under /admin/canteen; /admin/canteen itself opens the dashboard. */
export const adminCanteenRoutes = <P extends AnyRoute>(parent: P) => {
  const canteen = canteenRoute(parent);
  return [
    canteen.addChildren([
      redirectRoute(canteen, '/', '/admin/canteen/dashboard'),
      ...canteenScreens.routes(canteen),
    ]),
  ];
};

/** The employee's meals under /ess/canteen. */
export const essCanteenRoutes = <P extends AnyRoute>(parent: P) => {
  const canteen = canteenRoute(parent);
  return [canteen.addChildren(essCanteenScreens.routes(canteen))];
};
