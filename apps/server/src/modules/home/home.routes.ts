import type { FastifyInstance } from 'fastify';
import { HOME_ENDPOINTS as E, toPaging } from '@clockroom/contracts';
import type { AppDeps } from '../../platform/deps.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import { ok, signedIn } from '../../platform/http/route-helpers.ts';
import { activityLogs, homeDashboard } from './home.service.ts';

export async function homeRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  route(app, E.admin, async (req) =>
    ok('Home details', await homeDashboard(signedIn(req), deps.approvals, 'admin')),
  );
  route(app, E.ess, async (req) =>
    ok('Home details', await homeDashboard(signedIn(req), deps.approvals, 'ess')),
  );
  route(app, E.activityLogs, async (req) => {
    const page = await activityLogs(signedIn(req), toPaging(req.query), req.query.scope ?? 'company');
    return ok('Activity logs', page);
  });
}
