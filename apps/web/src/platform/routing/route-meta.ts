import type { MenuIconName } from './menu-icon-names.ts';
import type { PackageModule } from '@clockroom/contracts';

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

export interface RouteMeta {
  /** The user needs at least one of these (spec 1 §2 route guards); checked for every matched route. */
  permissions?: readonly string[];
  menu?: MenuMeta;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    permissions?: readonly string[];
    menu?: MenuMeta;
  }
}
