import type { QueryClient } from '@tanstack/react-query';
import { createRouter, lazyRouteComponent } from '@tanstack/react-router';
import { PageLoading } from '../platform/ui/page-loading.tsx';
import { RouteErrorPage } from './pages/route-error-page.tsx';
import { routeTree } from './routes/route-tree.ts';

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultPendingMs: 200,
    defaultPendingComponent: () => <PageLoading />,
    defaultErrorComponent: RouteErrorPage,
    defaultNotFoundComponent: lazyRouteComponent(() => import('./pages/not-found-page.tsx'), 'NotFoundPage'),
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
