import type { FastifyInstance } from 'fastify';
import {
  PERFORMANCE_DASHBOARD_MESSAGES as M,
  performanceDashboardEndpoints as E,
} from '@clockroom/contracts';
import { serviceRoute } from '../../../platform/http/service-route.ts';
import * as service from './performance-dashboard.service.ts';

/** The performance dashboards (ADR 63). */
export function registerPerformanceDashboard(app: FastifyInstance): void {
  serviceRoute(app, E.dashboard, M.dashboardLoaded, 'context', service.dashboard);
  serviceRoute(app, E.myDashboard, M.myDashboardLoaded, 'context', service.myDashboard);
}
