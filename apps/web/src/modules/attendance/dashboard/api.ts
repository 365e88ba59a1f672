import { ATTENDANCE_DASHBOARD_ENDPOINTS as E } from '@clockroom/contracts';
import { endpointQuery } from '../../../platform/api/endpoint-client.ts';

/** GET /attendance/dashboard (narrowed to the header's branch by the server). */
export const attendanceDashboardQuery = () => endpointQuery(E.get);
