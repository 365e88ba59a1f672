import { queryOptions } from '@tanstack/react-query';
import type { AttendanceDashboard } from '@clockroom/contracts';
import { api } from '../../../platform/api/client.ts';

/** GET /attendance/dashboard (narrowed to the header's branch by the server). */
export const attendanceDashboardQuery = () =>
  queryOptions({
    queryKey: ['attendance', 'dashboard'],
    queryFn: ({ signal }) => api.get<AttendanceDashboard>('/attendance/dashboard', undefined, signal),
  });
