import type { FastifyInstance } from 'fastify';
import {
  ATTENDANCE_DASHBOARD_MESSAGES as M,
  ATTENDANCE_DASHBOARD_ENDPOINTS as E,
} from '@clockroom/contracts';
import { serviceRoute } from '../../../platform/http/service-route.ts';
import { attendanceDashboard } from './attendance-dashboard.service.ts';

/** /admin/attendance/dashboard's figures; the day facts are made current before they are read (ADR 25). */
export async function attendanceDashboardRoutes(app: FastifyInstance): Promise<void> {
  serviceRoute(app, E.get, M.loaded, 'context', attendanceDashboard);
}
