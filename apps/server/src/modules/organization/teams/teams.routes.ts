import type { FastifyInstance } from 'fastify';
import { TEAM_MESSAGES as M, TEAM_ENDPOINTS as E } from '@clockroom/contracts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { resourceRoutes } from '../../../platform/http/crud-routes.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import { serviceRoute } from '../../../platform/http/service-route.ts';
import * as service from './teams.service.ts';

/** Teams (spec 1 §7 "Departments and teams"); membership is employees.team_id. */
export async function teamRoutes(app: FastifyInstance): Promise<void> {
  serviceRoute(app, E.list, M.listed, 'query', service.listTeams);
  route(app, E.delete, async (req) =>
    ok(M.deleted, await service.deleteTeams(signedIn(req), req.body.teamIds)),
  );
  resourceRoutes(app, E, M, {
    create: service.createTeam,
    get: service.getTeam,
    update: service.updateTeam,
  });
}
