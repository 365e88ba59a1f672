import { createRoute, type AnyRoute } from '@tanstack/react-router';
import { lazyPage } from '../../../platform/routing/lazy-page.ts';

const SignupPage = lazyPage(() => import('./pages/signup-page.tsx'));

export interface ConfirmSignupSearch {
  email?: string;
  company?: string;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** /signup, /signup/{payload} (payload = a pre-filled company identifier) and /confirm-signup. */
export const signupRoutes = <P extends AnyRoute>(parent: P) =>
  [
    createRoute({ getParentRoute: () => parent, path: 'signup', component: SignupPage }),
    createRoute({ getParentRoute: () => parent, path: 'signup/$payload', component: SignupPage }),
    createRoute({
      getParentRoute: () => parent,
      path: 'confirm-signup',
      validateSearch: (raw: Record<string, unknown>): ConfirmSignupSearch => ({
        email: text(raw['email']),
        company: text(raw['company']),
      }),
      component: lazyPage(() => import('./pages/confirm-signup-page.tsx')),
    }),
  ] as const;
