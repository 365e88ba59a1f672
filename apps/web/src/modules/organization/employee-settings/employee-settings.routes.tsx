import { createRoute, redirect, type AnyRoute } from '@tanstack/react-router';
import { lazyPage } from '../../../platform/routing/lazy-page.ts';
import { parseListSearch } from '../../../platform/ui/data-table/list-search.ts';
import { MANAGE_EMPLOYEE_SETTINGS, SETTINGS_BASE, isSettingSection } from './sections.ts';

/**
 * /admin/organization/employees/settings: the overview of the four lists, and one generic list screen
 * for settings/types, /grades, /categories and /designation (spec 1 §2). Unknown sections go back to
 * the overview.
 */
export const employeeSettingsRoutes = <P extends AnyRoute>(parent: P) => [
  createRoute({
    getParentRoute: () => parent,
    path: 'employees/settings',
    component: lazyPage(() => import('./pages/employee-settings-page.tsx')),
    staticData: {
      permissions: [MANAGE_EMPLOYEE_SETTINGS],
      menu: {
        name: MANAGE_EMPLOYEE_SETTINGS,
        labelKey: 'menu.employeeSettings',
        icon: 'SolutionOutlined',
        module: 'organization',
      },
    },
  }),
  createRoute({
    getParentRoute: () => parent,
    path: 'employees/settings/$section',
    validateSearch: parseListSearch,
    beforeLoad: ({ params }) => {
      if (!isSettingSection((params as { section: string }).section)) throw redirect({ href: SETTINGS_BASE });
    },
    component: lazyPage(() => import('./pages/setting-list-page.tsx')),
    staticData: { permissions: [MANAGE_EMPLOYEE_SETTINGS] },
  }),
];
