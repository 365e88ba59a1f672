import { defineEndpoint } from '../platform/endpoint.ts';
import { organizationDashboardSchema } from './dashboard.ts';

/** Headcounts, movements and celebrations for /admin/organization/dashboard (narrowed to the branch). */
export const ORG_DASHBOARD_ENDPOINTS = {
  get: defineEndpoint({
    method: 'GET',
    path: '/organization/dashboard',
    response: organizationDashboardSchema,
    permission: 'view backend',
  }),
};
