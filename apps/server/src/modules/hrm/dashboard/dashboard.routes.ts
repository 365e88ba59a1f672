import type { FastifyInstance } from 'fastify';
import { HRM_DASHBOARD_MESSAGES as M, HRM_DASHBOARD_ENDPOINTS as E } from '@clockroom/contracts';
import { serviceRoute } from '../../../platform/http/service-route.ts';
import { hrmDashboard } from './dashboard.service.ts';

/** GET /hrm/dashboard: who is away, requests by status, upcoming leave and use per type (/admin/hrm/dashboard). */
export async function hrmDashboardRoutes(app: FastifyInstance): Promise<void> {
  serviceRoute(app, E.get, M.loaded, 'context', hrmDashboard);
}
