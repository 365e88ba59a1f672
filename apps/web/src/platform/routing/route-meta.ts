import type { MenuIconName } from './menu-icon-names.ts';
import type { PackageModule, PermissionSlug } from '@clockroom/contracts';

/** A sidebar entry declared by a route (ant-design-pro style): the registry and the menu read these. */
export interface MenuMeta {
  /** Permission slug of the entry, or one of the always-kept names (spec 1 §6: names match slugs). */
  name: string;
  /** i18n key of the label. */
  labelKey: string;
  /**
   * The icon's name, not the component: route files load with every screen (even /login), icons only
   * with the signed-in shell (app/navigation/menu-icons.ts).
   */
  icon: MenuIconName;
  /** 'general' entries are top level; others sit in their module's sub-menu and need its subscription. */
  module: PackageModule | 'general';
}

/**
 * Slugs from the permission catalogue only, so a typo or a renamed slug fails to compile instead of
 * hiding a screen from everyone. That check bites once the catalogue's `crud()` keeps its slugs
 * literal: it returns `string[]` today, which widens PermissionSlug to `string` (every route here
 * compiles against the literal union). A type import: the catalogue's values stay out of the route
 * files, which load with every screen. No list means any signed-in user (the server's 'signed-in'):
 * the signed-in layout already requires a session, so the web needs no name for it.
 */
export type RoutePermissions = readonly PermissionSlug[];

export interface RouteMeta {
  /** The user needs at least one of these (spec 1 §2 route guards); checked for every matched route. */
  permissions?: RoutePermissions;
  menu?: MenuMeta;
  /**
   * The menu entry a screen belongs to when its address does not say (a claim's create form sits
   * under /ess/payroll/payslip but belongs to My Allowances): its full path.
   */
  menuOwner?: string;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    permissions?: RoutePermissions;
    menu?: MenuMeta;
    menuOwner?: string;
  }
}
