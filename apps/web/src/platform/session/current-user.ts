import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { DEFAULT_ACTIVE_BRANCH, SESSION_ENDPOINTS as E, type SessionUser } from '@clockroom/contracts';
import { call, endpointKey } from '../api/endpoint-client.ts';
import { session } from './session-store.ts';

/**
 * The stored branch must still be one this user manages; otherwise fall back to 'all' (spec 1 §4: the
 * active branch defaults to 'all').
 */
export function resolveActiveBranch(
  stored: string | null,
  user: Pick<SessionUser, 'managingBranches'>,
): string {
  if (!stored || stored === DEFAULT_ACTIVE_BRANCH) return DEFAULT_ACTIVE_BRANCH;
  return user.managingBranches.some((b) => String(b.id) === stored) ? stored : DEFAULT_ACTIVE_BRANCH;
}

/** Loaded once per visit (guards await it), refreshed after sign-in and after the forced password change. */
export const currentUserQuery = () =>
  queryOptions({
    // Under 'session', which a change of active branch leaves alone (the header's branch selector).
    queryKey: endpointKey(E.user, undefined, ['session']),
    queryFn: async ({ signal }) => {
      const user = await call(E.user, { signal });
      session.setUser(user);
      const branch = resolveActiveBranch(session.get().activeBranch, user);
      if (branch !== session.get().activeBranch) session.setActiveBranch(branch);
      return user;
    },
    staleTime: Infinity,
    retry: false,
  });

/** Inside signed-in routes the guard has already loaded the user, so this never suspends there. */
export function useCurrentUser(): SessionUser {
  return useSuspenseQuery(currentUserQuery()).data;
}
