import type { FastifyInstance } from 'fastify';
import {
  PERFORMANCE_DASHBOARD_MESSAGES as M,
  performanceDashboardEndpoints as E,
} from '@clockroom/contracts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import * as service from './performance-dashboard.service.ts';

/** The performance dashboards (ADR 63). */
export function registerPerformanceDashboard(app: FastifyInstance): void {
  route(app, E.dashboard, async (req) => ok(M.dashboardLoaded, await service.dashboard(signedIn(req))));
  route(app, E.myDashboard, async (req) => ok(M.myDashboardLoaded, await service.myDashboard(signedIn(req))));
}
