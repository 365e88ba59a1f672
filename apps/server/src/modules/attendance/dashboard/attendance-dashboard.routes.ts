import type { FastifyInstance } from 'fastify';
import {
  ATTENDANCE_DASHBOARD_MESSAGES as M,
  ATTENDANCE_DASHBOARD_ENDPOINTS as E,
} from '@clockroom/contracts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import { attendanceDashboard } from './attendance-dashboard.service.ts';

/** /admin/attendance/dashboard's figures; the day facts are made current before they are read (ADR 25). */
export async function attendanceDashboardRoutes(app: FastifyInstance): Promise<void> {
  route(app, E.get, async (req) => ok(M.loaded, await attendanceDashboard(signedIn(req))));
}
