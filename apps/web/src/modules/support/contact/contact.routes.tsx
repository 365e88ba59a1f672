import { createRoute, type AnyRoute } from '@tanstack/react-router';
import { lazyPage } from '../../../platform/routing/lazy-page.ts';

const SupportPage = lazyPage(() => import('./pages/support-page.tsx'));

/** /ess/support and /admin/support: reached from the user menu, hidden from the side menu. */
export const supportRoute = <P extends AnyRoute>(parent: P) =>
  createRoute({ getParentRoute: () => parent, path: 'support', component: SupportPage });
