import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_PERMISSION,
  activityLogSchema,
  envelope,
  hasPermission,
  homeDashboardSchema,
  listEnvelope,
  pagingQuerySchema,
  toPaging,
} from '@clockroom/contracts';
import { ok, signedIn } from '../../platform/http/route-helpers.ts';
import { SIGNED_IN } from '../../platform/auth/authenticate.ts';
import { listAudit } from '../../platform/audit/audit.repository.ts';
import { homeDashboard } from './home.service.ts';

const tags = ['home'];
const homeResponse = { 200: envelope(homeDashboardSchema) };

export async function homeRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/home/admin',
    { config: { permission: ADMIN_PERMISSION }, schema: { tags, response: homeResponse } },
    async (req) => ok('Home details', await homeDashboard(signedIn(req), 'admin')),
  );
  api.get(
    '/home/ess',
    { config: { permission: SIGNED_IN }, schema: { tags, response: homeResponse } },
    async (req) => ok('Home details', await homeDashboard(signedIn(req), 'ess')),
  );
  api.get(
    '/home/activity-logs',
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        querystring: pagingQuerySchema.extend({ scope: z.enum(['company', 'me']).optional() }),
        response: { 200: listEnvelope(activityLogSchema) },
      },
    },
    async (req) => {
      const ctx = signedIn(req);
      const paging = toPaging(req.query);
      // Company-wide history needs the permission; everyone sees their own.
      const companyWide = req.query.scope !== 'me' && hasPermission(ctx.user, 'view activity logs');
      const page = await listAudit(ctx.tx, {
        offset: paging.offset,
        limit: paging.perPage,
        search: paging.search,
        actorUserId: companyWide ? undefined : ctx.user.id,
      });
      // The response schema holds the wire format (an ISO string), which is also the client's type.
      const results = page.results.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
      return ok('Activity logs', { results, total: page.total });
    },
  );
}
