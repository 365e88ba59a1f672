import type { FastifyInstance } from 'fastify';
import { HRM_DASHBOARD_MESSAGES as M, HRM_DASHBOARD_ENDPOINTS as E } from '@clockroom/contracts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import { hrmDashboard } from './dashboard.service.ts';

/** GET /hrm/dashboard: who is away, requests by status, upcoming leave and use per type (/admin/hrm/dashboard). */
export async function hrmDashboardRoutes(app: FastifyInstance): Promise<void> {
  route(app, E.get, async (req) => ok(M.loaded, await hrmDashboard(signedIn(req))));
}
