import { defineEndpoint } from '../platform/endpoint.ts';
import { hrmDashboardSchema } from './hrm-dashboard.ts';

/** The HR overview (/admin/hrm/dashboard), narrowed to the header's branch by the server. */
export const HRM_DASHBOARD_ENDPOINTS = {
  get: defineEndpoint({
    method: 'GET',
    path: '/hrm/dashboard',
    response: hrmDashboardSchema,
    permission: 'view leaves',
  }),
};
