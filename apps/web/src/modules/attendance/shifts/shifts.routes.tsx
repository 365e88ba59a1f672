import { resourceScreens } from '../../../platform/routing/resource-routes.ts';

const MENU = { icon: 'HistoryOutlined', module: 'attendance' } as const;
const roster = () => import('./pages/roster-page.tsx');
const rosterCreate = () => import('./pages/roster-create-page.tsx');

/**
 * Under /admin/attendance (spec 3 §2 "workshift (default all)", "scheduler (default create)"; ADR 27):
 * the shift list, its form, details and assignment; the roster as both "roaster" (the spec's routes)
 * and "roster" (its API); the calendar; the settings pages; the scheduler. Lists, the roster and the
 * calendars keep their filters in the URL (ARCHITECTURE §5).
 */
export const shiftScreens = resourceScreens({
  under: '/admin/attendance',
  path: '',
  redirects: { workshift: 'list', scheduler: 'scheduler' },
  screens: {
    list: {
      path: 'workshift/all',
      list: true,
      page: () => import('./pages/shift-list-page.tsx'),
      permissions: ['view shifts'],
      menu: { name: 'view shifts', labelKey: 'menu.workShifts', ...MENU },
    },
    create: {
      path: 'workshift/create',
      list: true,
      page: () => import('./pages/shift-create-page.tsx'),
      permissions: ['create shift'],
    },
    edit: {
      path: 'workshift/edit/$id',
      list: true,
      page: () => import('./pages/shift-edit-page.tsx'),
      permissions: ['edit shift'],
    },
    details: {
      path: 'workshift/details/$id',
      list: true,
      page: () => import('./pages/shift-details-page.tsx'),
      permissions: ['view shifts'],
    },
    assign: {
      path: 'workshift/assign-employee/$id',
      list: true,
      page: () => import('./pages/shift-assign-page.tsx'),
      permissions: ['edit shift'],
    },
    roster: { path: 'workshift/roaster', list: true, page: roster, permissions: ['view shifts'] },
    rosterCreate: {
      path: 'workshift/roaster/create',
      list: true,
      page: rosterCreate,
      permissions: ['manage rosters'],
    },
    rosterApi: { path: 'workshift/roster', list: true, page: roster, permissions: ['view shifts'] },
    rosterApiCreate: {
      path: 'workshift/roster/create',
      list: true,
      page: rosterCreate,
      permissions: ['manage rosters'],
    },
    calendar: {
      path: 'workshift/calendar',
      list: true,
      page: () => import('./pages/shift-calendar-page.tsx'),
      permissions: ['view shifts'],
    },
    settings: {
      path: 'workshift/settings',
      list: true,
      page: () => import('./pages/shift-settings-page.tsx'),
      permissions: ['view shifts', 'manage attendance settings'],
    },
    shiftTypes: {
      path: 'workshift/settings/shift-type',
      list: true,
      page: () => import('./pages/shift-types-page.tsx'),
      permissions: ['view shifts'],
    },
    clock: {
      path: 'workshift/settings/clock',
      list: true,
      page: () => import('./pages/clock-settings-page.tsx'),
      permissions: ['manage attendance settings'],
    },
    clockOptions: {
      path: 'workshift/settings/clock-options',
      list: true,
      page: () => import('./pages/clock-options-page.tsx'),
      permissions: ['manage attendance settings'],
    },
    scheduler: {
      path: 'scheduler/create',
      list: true,
      page: () => import('./pages/scheduler-page.tsx'),
      permissions: ['view scheduler'],
      menu: { name: 'view scheduler', labelKey: 'menu.scheduler', ...MENU },
    },
  },
});

/** /ess/attendance/calendar: the employee's own month (spec 2 home link "View Workshift Calendar"). */
export const essShiftScreens = resourceScreens({
  under: '/ess/attendance',
  path: '',
  screens: {
    mine: {
      path: 'calendar',
      list: true,
      page: () => import('./pages/my-calendar-page.tsx'),
      menu: { name: 'my shift calendar', labelKey: 'menu.myShiftCalendar', ...MENU },
    },
  },
});

/** Their routes, for the route registry (app/routes/route-tree.ts). */
export const adminShiftRoutes = shiftScreens.routes;
export const essShiftRoutes = essShiftScreens.routes;
