import { createRoute, type AnyRoute } from '@tanstack/react-router';
import { lazyPage } from '../../../platform/routing/lazy-page.ts';

const HomePage = lazyPage(() => import('./pages/home-page.tsx'));

/** /admin/home and /ess/home: the view's home (a sidebar entry kept for everybody). */
export const homeRoute = <P extends AnyRoute>(parent: P) =>
  createRoute({
    getParentRoute: () => parent,
    path: 'home',
    component: HomePage,
    staticData: { menu: { name: 'home', labelKey: 'menu.home', icon: 'HomeOutlined', module: 'general' } },
  });

/** /ess/dashboard: the same home screen under the name the ESS area also uses (spec 2 "ESS routes"). */
export const dashboardRoute = <P extends AnyRoute>(parent: P) =>
  createRoute({ getParentRoute: () => parent, path: 'dashboard', component: HomePage });
