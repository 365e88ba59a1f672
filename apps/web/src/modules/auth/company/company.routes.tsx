import { createRoute, type AnyRoute } from '@tanstack/react-router';
import { lazyPage } from '../../../platform/routing/lazy-page.ts';

const CompanyPage = lazyPage(() => import('./pages/company-page.tsx'));

/** /company and /companyurl (the spec's "companyUrl" entry) show the same screen. */
export const companyRoutes = <P extends AnyRoute>(parent: P) =>
  [
    createRoute({ getParentRoute: () => parent, path: 'company', component: CompanyPage }),
    createRoute({ getParentRoute: () => parent, path: 'companyurl', component: CompanyPage }),
  ] as const;
