import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DASHBOARD_MESSAGES as M, envelope, organizationDashboardSchema } from '@clockroom/contracts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import { organizationDashboard } from './dashboard.service.ts';

/** GET /organization/dashboard: headcounts, movements and celebrations for /admin/organization/dashboard. */
export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/organization/dashboard',
    {
      config: { permission: 'view backend' },
      schema: { tags: ['organization'], response: { 200: envelope(organizationDashboardSchema) } },
    },
    async (req) => ok(M.loaded, await organizationDashboard(signedIn(req))),
  );
}
