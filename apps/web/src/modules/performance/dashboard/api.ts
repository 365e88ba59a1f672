import { performanceDashboardEndpoints as E } from '@clockroom/contracts';
import { endpointQuery } from '../../../platform/api/endpoint-client.ts';

export const performanceDashboardQuery = () => endpointQuery(E.dashboard);
export const myPerformanceDashboardQuery = () => endpointQuery(E.myDashboard);
