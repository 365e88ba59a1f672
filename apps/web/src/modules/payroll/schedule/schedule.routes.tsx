import type { AnyRoute } from '@tanstack/react-router';
import { resourceScreens } from '../../../platform/routing/resource-routes.ts';

const READ = ['view salary management', 'run payroll', 'approve payroll'] as const;
const SETTINGS = [
  'view salary management',
  'manage salary settings',
  'view payment wallet',
  'manage payments',
] as const;

/**
 * Salary management (spec 3 §2; issue 19, ADR 41): the bare address goes on to the payment schedule
 * (the run, its variance and downloads), payment-schedule/confirm confirms the chosen month, and
 * settings is the hub of the payment history upload and the approvers. The filter (month, year,
 * branches, departments, groups) lives in the address, so the confirm screen and a reload keep it;
 * schedule-search.ts reads it. Not `list` screens: the list search writes every value as text, and
 * the router then quotes a month as `month=%2210%22`.
 */
export const adminScheduleScreens = resourceScreens({
  under: '/admin/payroll',
  path: 'salary-management',
  redirects: { '': 'schedule' },
  screens: {
    schedule: {
      path: 'payment-schedule',
      page: () => import('./pages/payment-schedule-page.tsx'),
      permissions: READ,
      menu: {
        name: 'view salary management',
        labelKey: 'menu.salaryManagement',
        icon: 'SolutionOutlined',
        module: 'payroll',
      },
    },
    confirm: {
      path: 'payment-schedule/confirm',
      page: () => import('./pages/confirm-schedule-page.tsx'),
      permissions: ['approve payroll'],
    },
    settings: { path: 'settings', page: () => import('./pages/settings-page.tsx'), permissions: SETTINGS },
  },
});

export const adminScheduleRoutes = adminScheduleScreens.routes;

/** No self-service screen: employees read their month on their payslip. */
export const essScheduleRoutes = <P extends AnyRoute>(_parent: P): never[] => [];
