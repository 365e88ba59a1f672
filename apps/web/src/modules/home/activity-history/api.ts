import { queryOptions } from '@tanstack/react-query';
import type { ActivityLog, ListPage } from '@clockroom/contracts';
import { api } from '../../../platform/api/client.ts';
import type { View } from '../../../platform/routing/active-view.ts';
import type { ListParams } from '../../../platform/ui/data-table/list-search.ts';

/**
 * GET /home/activity-logs (page, perPage, search_query). Self-service shows the user's own actions
 * (scope=me); the admin view shows the company's, as far as the user may see them.
 */
export const activityLogsQuery = (view: View, params: ListParams) =>
  queryOptions({
    queryKey: ['home', 'activity-logs', view, params],
    queryFn: ({ signal }) =>
      api.get<ListPage<ActivityLog>>(
        '/home/activity-logs',
        { ...params, scope: view === 'ess' ? 'me' : undefined },
        signal,
      ),
  });
