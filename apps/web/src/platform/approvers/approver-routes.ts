import type { ComponentType } from 'react';
import { createRoute, type AnyRoute } from '@tanstack/react-router';
import type { ApproverSettingsModule, PermissionSlug } from '@clockroom/contracts';
import { parseListSearch } from '../ui/data-table/list-search.ts';
import { lazyPage } from '../routing/lazy-page.ts';
import type { ApproverPage } from './approver-pages.ts';

/** A screen's page, through the one small chunk that reaches the five (approver-pages.ts). */
const load = async (name: ApproverPage): Promise<{ default: ComponentType }> =>
  (await import('./approver-pages.ts')).approverPages[name]();
const page = (name: ApproverPage) => lazyPage(() => load(name));

/**
 * One module's approver screens (spec 2 §2 "Approver configuration screens"): the five screens are
 * shared, and this object is all a module says about them. Route files load with every screen, so
 * it holds plain strings and takes contracts' names as types only: the module's key names its API base
 * path in contracts' APPROVER_SETTINGS_APIS, which the screens (lazy chunks) read.
 */
export interface ApproverScreens {
  module: ApproverSettingsModule;
  /** The list's address, e.g. /admin/payroll/loan/settings/approvers; the other screens sit below it. */
  settingsPath: `/admin/${string}`;
  /** Where saving a group leads; the list when not given. */
  redirectPath?: `/admin/${string}`;
  /** Reading the groups, and changing them (create, edit, assign, delete): the server's slugs. */
  view: PermissionSlug;
  manage: PermissionSlug;
  /**
   * The assign screen's segment: 'assign' (spec 2 §2's five modules and allowance claims) or
   * 'assign-employee' (overtime's settings/approver/assign-employee/{id}, spec 3 §2).
   */
  assignSegment?: 'assign' | 'assign-employee';
  /**
   * Also serve view without an id (overtime's settings/approver/view, ambiguity 5): it opens the
   * group named by `?id=`, or the list.
   */
  viewWithoutId?: boolean;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Set on the shared approver screens' routes: which module's groups they show. */
    approvers?: ApproverScreens;
  }
}

/**
 * The five routes of one module's approver screens, under the admin view: settings/approvers (list),
 * create, edit/$id, view/$id and assign/$id (or assign-employee/$id), and view alone when asked.
 */
export function approverRoutes<P extends AnyRoute>(parent: P, approvers: ApproverScreens) {
  // The parent is the admin view: the paths below it drop the leading /admin/.
  const path = approvers.settingsPath.replace(/^\/admin\//, '');
  // Every screen reads the list's search (harmless where unused), so one shape makes all five.
  const route = (sub: string, name: ApproverPage, manage: boolean) =>
    createRoute({
      getParentRoute: () => parent,
      path: `${path}${sub}`,
      validateSearch: parseListSearch,
      component: page(name),
      staticData: { permissions: [manage ? approvers.manage : approvers.view], approvers },
    });
  return [
    route('', 'list', false),
    route('/create', 'create', true),
    route('/edit/$id', 'edit', true),
    route('/view/$id', 'view', false),
    route(`/${approvers.assignSegment ?? 'assign'}/$id`, 'assign', true),
    ...(approvers.viewWithoutId ? [route('/view', 'view', false)] : []),
  ];
}
