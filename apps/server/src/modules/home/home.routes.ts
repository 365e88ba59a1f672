import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_PERMISSION,
  activityLogSchema,
  envelope,
  homeDashboardSchema,
  listEnvelope,
  pagingQuerySchema,
  toPaging,
} from '@clockroom/contracts';
import type { AppDeps } from '../../platform/deps.ts';
import { ok, signedIn } from '../../platform/http/route-helpers.ts';
import { SIGNED_IN } from '../../platform/auth/authenticate.ts';
import { activityLogs, homeDashboard } from './home.service.ts';

const tags = ['home'];
const homeResponse = { 200: envelope(homeDashboardSchema) };

export async function homeRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/home/admin',
    { config: { permission: ADMIN_PERMISSION }, schema: { tags, response: homeResponse } },
    async (req) => ok('Home details', await homeDashboard(signedIn(req), deps.approvals, 'admin')),
  );
  api.get(
    '/home/ess',
    { config: { permission: SIGNED_IN }, schema: { tags, response: homeResponse } },
    async (req) => ok('Home details', await homeDashboard(signedIn(req), deps.approvals, 'ess')),
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
      const page = await activityLogs(signedIn(req), toPaging(req.query), req.query.scope ?? 'company');
      return ok('Activity logs', page);
    },
  );
}
