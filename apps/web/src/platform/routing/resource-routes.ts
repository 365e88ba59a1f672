import { createRoute, redirect, type AnyRoute, type StaticDataRouteOption } from '@tanstack/react-router';
import { parseListSearch } from '../ui/data-table/list-search.ts';
import { lazyPage } from './lazy-page.ts';
import type { MenuMeta, RoutePermissions } from './route-meta.ts';

type PageImport = Parameters<typeof lazyPage>[0];

/** One screen of a resource: where it lives under the resource, what it loads and who may open it. */
export interface ScreenSpec {
  /** Under the resource's address: 'view-all', 'create', 'edit/$id', 'assign-employee/$id', 'roaster'... */
  path: string;
  page: PageImport;
  /** No list means any signed-in user (see RoutePermissions). */
  permissions?: RoutePermissions;
  menu?: MenuMeta;
  /** Keeps its paging, search and filters in the URL (ARCHITECTURE §5). */
  list?: boolean;
  /** More for the screen's route data (e.g. the category approver screens' config). */
  data?: Omit<StaticDataRouteOption, 'permissions' | 'menu'>;
}

export interface ResourceSpec<
  Under extends string,
  Path extends string,
  S extends Record<string, ScreenSpec>,
> {
  /** The parent's full address: '/admin/organization'. */
  under: Under;
  /** The resource's own segment under it ('team'), or '' when the screens sit right under the parent. */
  path: Path;
  screens: S;
  /** Bare addresses (under the resource) that go on to one of its screens: { '': 'list' }. */
  redirects?: Record<string, keyof S & string>;
  /**
   * For a resource with one menu entry: the screen that has it. Its other screens (create, edit, view)
   * select that entry in the sidebar, as if each named it in its `menuOwner`.
   */
  menuScreen?: keyof S & string;
}

type Join<A extends string, B extends string> = A extends '' ? B : B extends '' ? A : `${A}/${B}`;
type Full<U extends string, P extends string, S extends string> = Join<Join<U, P>, S>;

/**
 * A link to a screen, in the shape TanStack Router's typed `<Link>` and `navigate` take: spread it
 * (`<Link {...teamScreens.paths.edit(id)}>`), and a renamed or removed screen fails to compile.
 */
export type ScreenLink<S extends string> = S extends `${string}$id${string}`
  ? (id: number | string) => { to: S; params: { id: string } }
  : { to: S };

export type ScreenPaths<U extends string, P extends string, S extends Record<string, ScreenSpec>> = {
  readonly [K in keyof S]: ScreenLink<Full<U, P, S[K]['path']>>;
};

/**
 * What a component that renders a link for its caller (row actions, create buttons) takes. The typed
 * `paths` of a resource fit it; so do the addresses the shared approver screens build at run time.
 */
export interface LinkTarget {
  to: string;
  params?: Record<string, string>;
}

/**
 * A screen that reads its own address (a report view parses its filters with its module's parser, in
 * its lazy page) keeps the search as it came: the parser stays out of the route registry, which loads
 * with every screen.
 */
// Typed as naming nothing: what it holds is the page's parser's business, and a loose type here would
// widen every screen's `useSearch({ strict: false })`.
export const keepSearch = (raw: Record<string, unknown>): Record<never, never> => raw;

const join = (...parts: string[]) => parts.filter((p) => p !== '').join('/');

/** One screen's route; the path stays a literal type, so the router knows every screen's address. */
const screenRoute = <R extends AnyRoute, const Path extends string>(
  parent: R,
  path: Path,
  spec: ScreenSpec,
  menuOwner?: string,
) =>
  createRoute({
    getParentRoute: () => parent,
    path,
    ...(spec.list ? { validateSearch: parseListSearch } : {}),
    component: lazyPage(spec.page),
    staticData: {
      ...(menuOwner && !spec.menu ? { menuOwner } : {}),
      ...spec.data,
      permissions: spec.permissions,
      menu: spec.menu,
    },
  });

type ScreenRoutes<R extends AnyRoute, P extends string, S extends Record<string, ScreenSpec>> = Array<
  { [K in keyof S]: ReturnType<typeof screenRoute<R, Join<P, S[K]['path']>>> }[keyof S]
>;

/** A bare address that goes on to a screen (spec 1 §2 "(default view-all)", spec 3 §2 "(default all)"). */
export const redirectRoute = <R extends AnyRoute>(parent: R, path: string, href: string) =>
  createRoute({
    getParentRoute: () => parent,
    path,
    beforeLoad: () => {
      throw redirect({ href });
    },
  });

/**
 * A resource's screens (list, create, edit, view, assign and its own pages) declared once: `routes`
 * hangs them under their parent route with their permissions, menu entry and lazy pages, and `paths`
 * gives the typed links to them, so no screen writes its address by hand.
 */
export function resourceScreens<
  const U extends string,
  const P extends string,
  const S extends Record<string, ScreenSpec>,
>(spec: ResourceSpec<U, P, S>) {
  const { under, path, screens, redirects = {}, menuScreen } = spec;
  const menuOwner = menuScreen ? join(under, path, screens[menuScreen]?.path ?? '') : undefined;
  const paths = Object.fromEntries(
    Object.entries(screens).map(([key, screen]) => {
      const to = join(under, path, screen.path);
      const link = screen.path.includes('$id')
        ? (id: number | string) => ({ to, params: { id: String(id) } })
        : { to };
      return [key, link];
    }),
  ) as ScreenPaths<U, P, S>;
  const routes = <R extends AnyRoute>(parent: R) => [
    ...Object.entries(redirects).map(([bare, target]) =>
      redirectRoute(parent, join(path, bare), join(under, path, screens[target]?.path ?? '')),
    ),
    // Built in a loop, typed as if written one by one: the router then knows each screen's address.
    ...(Object.values(screens).map((screen) =>
      screenRoute(parent, join(path, screen.path), screen, menuOwner),
    ) as unknown as ScreenRoutes<R, P, S>),
  ];
  return { paths, routes };
}
