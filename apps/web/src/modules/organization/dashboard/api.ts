import { queryOptions } from '@tanstack/react-query';
import type { OrganizationDashboard } from '@clockroom/contracts';
import { api } from '../../../platform/api/client.ts';

/** GET /organization/dashboard (narrowed to the header's branch by the server). */
export const organizationDashboardQuery = () =>
  queryOptions({
    queryKey: ['organization', 'dashboard'],
    queryFn: ({ signal }) => api.get<OrganizationDashboard>('/organization/dashboard', undefined, signal),
  });
