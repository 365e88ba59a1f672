import { createRoute, type AnyRoute } from '@tanstack/react-router';
import { lazyPage } from '../../../platform/routing/lazy-page.ts';

/** /ess/profile/{id}: reached from the user menu, hidden from the side menu (spec 2 "ESS routes"). */
export const employeeProfileRoute = <P extends AnyRoute>(parent: P) =>
  createRoute({
    getParentRoute: () => parent,
    path: 'profile/$id',
    component: lazyPage(() => import('./pages/employee-profile-page.tsx')),
  });
