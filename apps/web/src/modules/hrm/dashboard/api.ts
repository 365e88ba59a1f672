import { HRM_DASHBOARD_ENDPOINTS as E } from '@clockroom/contracts';
import { endpointQuery } from '../../../platform/api/endpoint-client.ts';

/** The HR overview (narrowed to the header's branch by the server). */
export const hrmDashboardQuery = () => endpointQuery(E.get);
