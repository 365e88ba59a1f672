import { defineEndpoint, SIGNED_IN_ONLY } from '../../platform/endpoint.ts';
import { myPerformanceDashboardSchema, performanceDashboardSchema } from './performance-dashboard.ts';

const tags = ['Performance'];

/** The performance dashboards (ADR 63): /admin/performance/dashboard and /ess/performance/dashboard. */
export const performanceDashboardEndpoints = {
  dashboard: defineEndpoint({
    method: 'GET',
    path: '/performance/dashboard',
    summary: 'The company’s surveys, task boards, trainings and improvement plans in figures',
    response: performanceDashboardSchema,
    permission: 'view performance reports',
    tags,
  }),
  myDashboard: defineEndpoint({
    method: 'GET',
    path: '/performance/me/dashboard',
    summary: 'My surveys to answer, my tasks, my trainings and my improvement plan',
    response: myPerformanceDashboardSchema,
    permission: SIGNED_IN_ONLY,
    tags,
  }),
};
