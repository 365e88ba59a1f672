import { isAdmin } from '@clockroom/contracts';

/** The two views of spec 1 §1: the admin area and employee self-service. */
export type View = 'admin' | 'ess';

export const HOME_PATHS = { admin: '/admin/home', ess: '/ess/home' } as const satisfies Record<View, string>;

export function viewOfPath(pathname: string): View | null {
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return 'admin';
  if (pathname === '/ess' || pathname.startsWith('/ess/')) return 'ess';
  return null;
}

/** Signing in lands admins on the admin home and everybody else on self-service (spec 1 §2). */
export function defaultHomePath(user: { permissions: readonly string[] } | null): string {
  return user && isAdmin(user) ? HOME_PATHS.admin : HOME_PATHS.ess;
}
