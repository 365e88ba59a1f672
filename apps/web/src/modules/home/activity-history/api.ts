import { HOME_ENDPOINTS as E } from '@clockroom/contracts';
import { endpointQuery } from '../../../platform/api/endpoint-client.ts';
import type { View } from '../../../platform/routing/active-view.ts';
import type { ListParams } from '../../../platform/ui/data-table/list-search.ts';

/**
 * GET /home/activity-logs (page, perPage, search_query). Self-service shows the user's own actions
 * (scope=me); the admin view shows the company's, as far as the user may see them.
 */
export const activityLogsQuery = (view: View, params: ListParams) =>
  endpointQuery(E.activityLogs, { query: { ...params, scope: view === 'ess' ? 'me' : undefined } });
