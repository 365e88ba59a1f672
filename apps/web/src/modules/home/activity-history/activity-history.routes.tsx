import { createRoute, type AnyRoute } from '@tanstack/react-router';
import { lazyPage } from '../../../platform/routing/lazy-page.ts';
import { parseListSearch } from '../../../platform/ui/data-table/list-search.ts';

const ActivityHistoryPage = lazyPage(() => import('./pages/activity-history-page.tsx'));

/** /{view}/activity-history exists for both views (spec 1 §2). */
export const activityHistoryRoute = <P extends AnyRoute>(parent: P) =>
  createRoute({
    getParentRoute: () => parent,
    path: 'activity-history',
    validateSearch: parseListSearch,
    component: ActivityHistoryPage,
    staticData: {
      menu: {
        name: 'activity history',
        labelKey: 'menu.activityHistory',
        icon: 'HistoryOutlined',
        module: 'general',
      },
    },
  });
