import { defineEndpoint } from './platform/endpoint.ts';
import { listPage } from './platform/envelope.ts';
import { activityLogQuerySchema, activityLogSchema, homeDashboardSchema } from './home.ts';

/** The home dashboard (spec 2 "Home dashboard response") and the activity history. */
export const HOME_ENDPOINTS = {
  /** The admin view's dashboard, scoped to the active branch. */
  admin: defineEndpoint({
    method: 'GET',
    path: '/home/admin',
    response: homeDashboardSchema,
    permission: 'view backend',
  }),
  /** The same dashboard for self-service: any signed-in user. */
  ess: defineEndpoint({
    method: 'GET',
    path: '/home/ess',
    response: homeDashboardSchema,
    permission: 'signed-in',
  }),
  activityLogs: defineEndpoint({
    method: 'GET',
    path: '/home/activity-logs',
    query: activityLogQuerySchema,
    response: listPage(activityLogSchema),
    permission: 'signed-in',
  }),
};
