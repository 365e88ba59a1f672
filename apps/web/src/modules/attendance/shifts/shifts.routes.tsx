import { createRoute, redirect, type AnyRoute } from '@tanstack/react-router';
import { parseListSearch } from '../../../platform/ui/data-table/list-search.ts';
import { lazyPage } from '../../../platform/routing/lazy-page.ts';
import type { RouteMeta } from '../../../platform/routing/route-meta.ts';
import './menu-texts.ts';

const page = <P extends AnyRoute>(
  parent: P,
  path: string,
  load: Parameters<typeof lazyPage>[0],
  staticData: RouteMeta = {},
) =>
  createRoute({
    getParentRoute: () => parent,
    path,
    // Lists, the roster and the calendars keep their filters in the URL (ARCHITECTURE §5).
    validateSearch: parseListSearch,
    component: lazyPage(load),
    staticData,
  });

/** A section's bare address goes on to its default child (spec 3 §2). */
const redirectTo = <P extends AnyRoute>(parent: P, path: string, href: string) =>
  createRoute({
    getParentRoute: () => parent,
    path,
    beforeLoad: () => {
      throw redirect({ href });
    },
  });

const MENU = { icon: 'HistoryOutlined', module: 'attendance' } as const;
const pages = {
  list: () => import('./pages/shift-list-page.tsx'),
  create: () => import('./pages/shift-create-page.tsx'),
  edit: () => import('./pages/shift-edit-page.tsx'),
  details: () => import('./pages/shift-details-page.tsx'),
  assign: () => import('./pages/shift-assign-page.tsx'),
  roster: () => import('./pages/roster-page.tsx'),
  rosterCreate: () => import('./pages/roster-create-page.tsx'),
  calendar: () => import('./pages/shift-calendar-page.tsx'),
  settings: () => import('./pages/shift-settings-page.tsx'),
  types: () => import('./pages/shift-types-page.tsx'),
  clock: () => import('./pages/clock-settings-page.tsx'),
  clockOptions: () => import('./pages/clock-options-page.tsx'),
  scheduler: () => import('./pages/scheduler-page.tsx'),
  mine: () => import('./pages/my-calendar-page.tsx'),
};

/**
 * Under /admin/attendance (spec 3 §2 "workshift (default all)", "scheduler (default create)"; ADR 27):
 * the shift list, its form, details and assignment; the roster as both "roaster" (the spec's routes)
 * and "roster" (its API); the calendar; the settings pages; the scheduler.
 */
export const adminShiftRoutes = <P extends AnyRoute>(parent: P) => [
  redirectTo(parent, 'workshift', '/admin/attendance/workshift/all'),
  page(parent, 'workshift/all', pages.list, {
    permissions: ['view shifts'],
    menu: { name: 'view shifts', labelKey: 'menu.workShifts', ...MENU },
  }),
  page(parent, 'workshift/create', pages.create, { permissions: ['create shift'] }),
  page(parent, 'workshift/edit/$id', pages.edit, { permissions: ['edit shift'] }),
  page(parent, 'workshift/details/$id', pages.details, { permissions: ['view shifts'] }),
  page(parent, 'workshift/assign-employee/$id', pages.assign, { permissions: ['edit shift'] }),
  ...['roaster', 'roster'].flatMap((spelling) => [
    page(parent, `workshift/${spelling}`, pages.roster, { permissions: ['view shifts'] }),
    page(parent, `workshift/${spelling}/create`, pages.rosterCreate, { permissions: ['manage rosters'] }),
  ]),
  page(parent, 'workshift/calendar', pages.calendar, { permissions: ['view shifts'] }),
  page(parent, 'workshift/settings', pages.settings, {
    permissions: ['view shifts', 'manage attendance settings'],
  }),
  page(parent, 'workshift/settings/shift-type', pages.types, { permissions: ['view shifts'] }),
  page(parent, 'workshift/settings/clock', pages.clock, { permissions: ['manage attendance settings'] }),
  page(parent, 'workshift/settings/clock-options', pages.clockOptions, {
    permissions: ['manage attendance settings'],
  }),
  redirectTo(parent, 'scheduler', '/admin/attendance/scheduler/create'),
  page(parent, 'scheduler/create', pages.scheduler, {
    permissions: ['view scheduler'],
    menu: { name: 'view scheduler', labelKey: 'menu.scheduler', ...MENU },
  }),
];

/** /ess/attendance/calendar: the employee's own month (spec 2 home link "View Workshift Calendar"). */
export const essShiftRoutes = <P extends AnyRoute>(parent: P) => [
  page(parent, 'calendar', pages.mine, {
    menu: { name: 'my shift calendar', labelKey: 'menu.myShiftCalendar', ...MENU },
  }),
];
