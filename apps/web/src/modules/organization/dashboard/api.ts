import { ORG_DASHBOARD_ENDPOINTS as E } from '@clockroom/contracts';
import { endpointQuery } from '../../../platform/api/endpoint-client.ts';

/** GET /organization/dashboard (narrowed to the header's branch by the server). */
export const organizationDashboardQuery = () => endpointQuery(E.get);
