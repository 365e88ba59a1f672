import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ATTENDANCE_DASHBOARD_MESSAGES as M, attendanceDashboardEnvelope } from '@clockroom/contracts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import { attendanceDashboard } from './attendance-dashboard.service.ts';

/**
 * GET /attendance/dashboard (/admin/attendance/dashboard): today's counts, the 30-day trend and the
 * offline devices. A GET that writes: it makes the day facts current before reading them (ADR 25).
 */
export async function attendanceDashboardRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/attendance/dashboard',
    {
      config: { permission: 'view attendance reports', writes: true },
      schema: { tags: ['attendance'], response: { 200: attendanceDashboardEnvelope } },
    },
    async (req) => ok(M.loaded, await attendanceDashboard(signedIn(req))),
  );
}
