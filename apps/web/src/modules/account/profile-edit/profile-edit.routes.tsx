import { createRoute, type AnyRoute } from '@tanstack/react-router';
import { lazyPage } from '../../../platform/routing/lazy-page.ts';
import './link-texts.ts';

/** /ess/profile/{id}/edit: hidden from the menu; reached from the profile's Edit action. */
export const profileEditRoute = <P extends AnyRoute>(parent: P) =>
  createRoute({
    getParentRoute: () => parent,
    path: 'profile/$id/edit',
    component: lazyPage(() => import('./pages/profile-edit-page.tsx')),
  });
