import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HRM_DASHBOARD_MESSAGES as M, hrmDashboardEnvelope } from '@clockroom/contracts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import { hrmDashboard } from './dashboard.service.ts';

/** GET /hrm/dashboard: who is away, requests by status, upcoming leave and use per type (/admin/hrm/dashboard). */
export async function hrmDashboardRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/hrm/dashboard',
    {
      config: { permission: 'view leaves' },
      schema: { tags: ['hrm'], response: { 200: hrmDashboardEnvelope } },
    },
    async (req) => ok(M.loaded, await hrmDashboard(signedIn(req))),
  );
}
