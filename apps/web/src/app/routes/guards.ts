import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { isAdmin, type SessionUser } from '@clockroom/contracts';
import { ApiError } from '../../platform/api/api-error.ts';
import { settleLanguage } from '../../platform/i18n/remember-language.ts';
import { viewOfPath } from '../../platform/routing/active-view.ts';
import { isDeniedByRoutes } from '../../platform/routing/access.ts';
import type { RouteMeta } from '../../platform/routing/route-meta.ts';
import { currentUserQuery } from '../../platform/session/current-user.ts';
import { session } from '../../platform/session/session-store.ts';
import type { RouterContext } from './root-route.ts';

interface GuardArgs {
  context: RouterContext;
  location: ParsedLocation;
  matches: readonly { staticData?: RouteMeta }[];
}

function homeRedirect(user: Pick<SessionUser, 'permissions'> | null): unknown {
  return user && isAdmin(user) ? redirect({ to: '/admin/home' }) : redirect({ to: '/ess/home' });
}

/** The user, fetched once per visit; a rejected token means signing in again. */
async function loadUser(context: RouterContext): Promise<SessionUser> {
  try {
    const user = await context.queryClient.ensureQueryData(currentUserQuery());
    await settleLanguage(context.queryClient, user);
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      session.clearAuth();
      throw redirect({ to: '/login' });
    }
    throw error;
  }
}

/** Public pages are for visitors; a signed-in user goes to their home (spec 1 §2). */
export function redirectSignedIn(): void {
  const { token, user } = session.get();
  if (token) throw homeRedirect(user);
}

/**
 * Signed-in areas: no token → the company page (remembering where the user was heading); a pending
 * forced password change → that screen and nothing else; a route whose permission list the user
 * misses entirely → /unauthorized.
 */
export async function requireSession({
  context,
  location,
  matches,
}: GuardArgs): Promise<{ user: SessionUser }> {
  if (!session.get().token) {
    if (viewOfPath(location.pathname)) session.rememberLastPage(location.href);
    throw redirect({ to: '/company' });
  }
  const user = await loadUser(context);
  if (user.must_change_password) throw redirect({ to: '/change-password-first-signin' });
  // An invited employee completes their profile first (spec 2 §2 onboarding), whatever they opened.
  if (!user.profile_completed && !location.pathname.startsWith('/get-started'))
    throw redirect({ to: '/get-started' });
  if (
    isDeniedByRoutes(
      matches.map((m) => m.staticData),
      user,
    )
  )
    throw redirect({ to: '/unauthorized' });
  return { user };
}

/** /change-password-first-signin needs a token and is only for users who still have to change it. */
export async function requireForcedPasswordChange({ context }: Pick<GuardArgs, 'context'>): Promise<void> {
  if (!session.get().token) throw redirect({ to: '/company' });
  const user = await loadUser(context);
  if (!user.must_change_password) throw homeRedirect(user);
}
