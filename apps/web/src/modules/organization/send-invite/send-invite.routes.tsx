import { createRoute, type AnyRoute } from '@tanstack/react-router';
import { lazyPage } from '../../../platform/routing/lazy-page.ts';
import { parseListSearch } from '../../../platform/ui/data-table/list-search.ts';

/** /admin/organization/employees/send-invite (spec 1 §2 employees routes). */
export const sendInviteRoute = <P extends AnyRoute>(parent: P) =>
  createRoute({
    getParentRoute: () => parent,
    path: 'employees/send-invite',
    validateSearch: parseListSearch,
    component: lazyPage(() => import('./pages/send-invite-page.tsx')),
    staticData: { permissions: ['invite employee'] },
  });
