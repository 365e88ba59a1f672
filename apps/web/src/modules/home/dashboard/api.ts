import { queryOptions } from '@tanstack/react-query';
import type { HomeDashboard } from '@clockroom/contracts';
import { api } from '../../../platform/api/client.ts';
import type { View } from '../../../platform/routing/active-view.ts';

/** GET /home/admin and /home/ess: the same dashboard, the admin one scoped to the active branch. */
export const homeQuery = (view: View) =>
  queryOptions({
    queryKey: ['home', view],
    queryFn: ({ signal }) => api.get<HomeDashboard>(`/home/${view}`, undefined, signal),
  });
