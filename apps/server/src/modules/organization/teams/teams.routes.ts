import type { FastifyInstance } from 'fastify';
import { TEAM_MESSAGES as M, TEAM_ENDPOINTS as E } from '@clockroom/contracts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import * as service from './teams.service.ts';

/** Teams (spec 1 §7 "Departments and teams"); membership is employees.team_id. */
export async function teamRoutes(app: FastifyInstance): Promise<void> {
  route(app, E.list, async (req) => ok(M.listed, await service.listTeams(signedIn(req), req.query)));
  route(app, E.delete, async (req) =>
    ok(M.deleted, await service.deleteTeams(signedIn(req), req.body.teamIds)),
  );
  crudRoutes(app, {
    create: [E.create, M.created, service.createTeam],
    get: [E.get, M.loaded, service.getTeam],
    update: [E.update, M.updated, service.updateTeam],
  });
}
