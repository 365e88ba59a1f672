import { hasAnyPermission, keepsMenuEntry, type PackageModule } from '@clockroom/contracts';
import type { MenuMeta, RouteMeta, RoutePermissions } from './route-meta.ts';

export interface MenuSourceEntry {
  path: string;
  menu: MenuMeta;
  permissions?: RoutePermissions;
}

export interface MenuSubject {
  permissions: readonly string[];
  packageModules: readonly { module: string }[];
  premium: boolean;
}

export interface MenuGroup {
  module: PackageModule | 'general';
  entries: MenuSourceEntry[];
}

/** Without a premium account the module navigation is hidden: only these stay (spec 1 §1). */
export const BASIC_MENU_ENTRIES: readonly string[] = ['home', 'activity history'];

/** Spec 1 §2 and §6: navigation is filtered by the subscription and by permissions. */
export function visibleMenuEntries(
  entries: readonly MenuSourceEntry[],
  subject: MenuSubject,
): MenuSourceEntry[] {
  return entries.filter(({ menu, permissions }) => {
    if (!subject.premium && !BASIC_MENU_ENTRIES.includes(menu.name)) return false;
    if (menu.module !== 'general' && !subject.packageModules.some((p) => p.module === menu.module))
      return false;
    if (permissions?.length && !hasAnyPermission(subject, permissions)) return false;
    return keepsMenuEntry(subject, menu.name);
  });
}

/** General entries first as top-level items, then one group per module in order of appearance. */
export function groupMenuEntries(entries: readonly MenuSourceEntry[]): MenuGroup[] {
  const groups: MenuGroup[] = [{ module: 'general', entries: [] }];
  for (const entry of entries) {
    let group = groups.find((g) => g.module === entry.menu.module);
    if (!group) {
      group = { module: entry.menu.module, entries: [] };
      groups.push(group);
    }
    group.entries.push(entry);
  }
  return groups.filter((g) => g.entries.length > 0);
}

/**
 * The menu key to highlight: the longest entry path that prefixes the current path (an entry's edit
 * and view screens select it). Failing that, an entry of the same section: a screen beside the
 * entry's own (`employees/send-invite` beside `employees/view-all`) selects it, so the sidebar still
 * shows where the user is. Sections are three segments deep at least, so `/admin` is never one. A
 * screen that names its entry (`owner`, the route's `menuOwner`) selects that entry when it is shown.
 */
export function selectedMenuPath(
  entries: readonly MenuSourceEntry[],
  pathname: string,
  owner?: string,
): string | undefined {
  if (owner !== undefined && entries.some((e) => e.path === owner)) return owner;
  const clean = pathname.replace(/\/+$/, '');
  const under = (base: string) => clean === base || clean.startsWith(`${base}/`);
  const paths = entries.map((e) => e.path.replace(/\/+$/, ''));
  const longest = (xs: string[]) => [...xs].sort((a, b) => b.length - a.length)[0];
  const section = (p: string) => p.slice(0, p.lastIndexOf('/'));
  return (
    longest(paths.filter(under)) ??
    longest(paths.filter((p) => section(p).split('/').length > 3 && under(section(p))))
  );
}

interface RouteNode {
  fullPath?: string;
  options?: { staticData?: RouteMeta };
  children?: unknown;
}

function childrenOf(node: RouteNode): RouteNode[] {
  const { children } = node;
  if (!children) return [];
  return (Array.isArray(children) ? children : Object.values(children as object)) as RouteNode[];
}

/** Walks a view's route subtree and lists the routes that declare a menu entry, depth first. */
export function collectMenuEntries(root: RouteNode): MenuSourceEntry[] {
  const entries: MenuSourceEntry[] = [];
  const visit = (node: RouteNode) => {
    const meta = node.options?.staticData;
    if (meta?.menu && node.fullPath) {
      entries.push({ path: node.fullPath, menu: meta.menu, permissions: meta.permissions });
    }
    childrenOf(node).forEach(visit);
  };
  childrenOf(root).forEach(visit);
  return entries;
}
