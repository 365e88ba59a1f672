import { createRoute, redirect, type AnyRoute } from '@tanstack/react-router';
import { parseListSearch } from '../ui/data-table/list-search.ts';
import { lazyPage } from './lazy-page.ts';
import type { MenuMeta, RoutePermissions } from './route-meta.ts';

type PageImport = Parameters<typeof lazyPage>[0];

/** Where a resource's bare address (`/admin/organization/branch/`) goes: its list. */
export const listAddress = (pathname: string) => `${pathname.replace(/\/+$/, '')}/view-all`;

export interface ResourceScreens {
  /** Under the parent: `branch` gives branch (to the list), branch/view-all, branch/create, branch/edit/$id. */
  path: string;
  list: { page: PageImport; permissions: RoutePermissions; menu: MenuMeta };
  create: { page: PageImport; permissions: RoutePermissions };
  edit: { page: PageImport; permissions: RoutePermissions };
}

/**
 * The routes of a resource kept with a list, a create and an edit screen (spec 1 §2's view-all,
 * create and edit/{id}); the list keeps its paging, search and filters in the URL.
 */
export const resourceRoutes = <P extends AnyRoute>(
  parent: P,
  { path, list, create, edit }: ResourceScreens,
) => [
  // The bare address goes on to its list. Read from the address itself, so route files need not
  // import the resource's paths (they load with every screen).
  createRoute({
    getParentRoute: () => parent,
    path,
    beforeLoad: ({ location }) => {
      throw redirect({ href: `${location.pathname.replace(/\/+$/, '')}/view-all` });
    },
  }),
  createRoute({
    getParentRoute: () => parent,
    path: `${path}/view-all`,
    validateSearch: parseListSearch,
    component: lazyPage(list.page),
    staticData: { permissions: list.permissions, menu: list.menu },
  }),
  createRoute({
    getParentRoute: () => parent,
    path: `${path}/create`,
    component: lazyPage(create.page),
    staticData: { permissions: create.permissions },
  }),
  createRoute({
    getParentRoute: () => parent,
    path: `${path}/edit/$id`,
    component: lazyPage(edit.page),
    staticData: { permissions: edit.permissions },
  }),
];
