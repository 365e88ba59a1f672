import type { FastifyInstance } from 'fastify';
import { DASHBOARD_MESSAGES as M, ORG_DASHBOARD_ENDPOINTS as E } from '@clockroom/contracts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import { organizationDashboard } from './dashboard.service.ts';

/** GET /organization/dashboard: headcounts, movements and celebrations for /admin/organization/dashboard. */
export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  route(app, E.get, async (req) => ok(M.loaded, await organizationDashboard(signedIn(req))));
}
