import { hasAnyPermission } from '@clockroom/contracts';
import type { RouteMeta } from './route-meta.ts';

/** Spec 1 §2: a route with a required-permission list refuses a user holding none of them. */
export function isDeniedByRoutes(
  metas: readonly (RouteMeta | undefined)[],
  user: { permissions: readonly string[] },
): boolean {
  return metas.some((meta) => !!meta?.permissions?.length && !hasAnyPermission(user, meta.permissions));
}
