import { queryOptions } from '@tanstack/react-query';
import type { HrmDashboard } from '@clockroom/contracts';
import { api } from '../../../platform/api/client.ts';

/** GET /hrm/dashboard (narrowed to the header's branch by the server). */
export const hrmDashboardQuery = () =>
  queryOptions({
    queryKey: ['hrm', 'dashboard'],
    queryFn: ({ signal }) => api.get<HrmDashboard>('/hrm/dashboard', undefined, signal),
  });
