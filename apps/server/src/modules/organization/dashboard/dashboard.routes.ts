import type { FastifyInstance } from 'fastify';
import { DASHBOARD_MESSAGES as M, ORG_DASHBOARD_ENDPOINTS as E } from '@clockroom/contracts';
import { serviceRoute } from '../../../platform/http/service-route.ts';
import { organizationDashboard } from './dashboard.service.ts';

/** GET /organization/dashboard: headcounts, movements and celebrations for /admin/organization/dashboard. */
export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  serviceRoute(app, E.get, M.loaded, 'context', organizationDashboard);
}
