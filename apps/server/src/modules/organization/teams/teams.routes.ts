import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  TEAM_MESSAGES as M,
  deletedCountSchema,
  envelope,
  listEnvelope,
  teamDeleteSchema,
  teamDetailSchema,
  teamInputSchema,
  teamListQuerySchema,
  teamRowSchema,
} from '@clockroom/contracts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import * as service from './teams.service.ts';

const tags = ['organization'];
const idParams = z.object({ id: z.coerce.number().int().positive() });
const one = envelope(teamDetailSchema);

/** Teams (spec 1 §7 "Departments and teams"); membership is employees.team_id. */
export async function teamRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/organization/teams',
    {
      config: { permission: 'view teams' },
      schema: { tags, querystring: teamListQuerySchema, response: { 200: listEnvelope(teamRowSchema) } },
    },
    async (req) => ok(M.listed, await service.listTeams(signedIn(req), req.query)),
  );
  api.post(
    '/organization/teams/delete',
    {
      config: { permission: 'delete team' },
      schema: { tags, body: teamDeleteSchema, response: { 200: envelope(deletedCountSchema) } },
    },
    async (req) => ok(M.deleted, await service.deleteTeams(signedIn(req), req.body.teamIds)),
  );
  api.get(
    '/organization/teams/:id',
    { config: { permission: 'view teams' }, schema: { tags, params: idParams, response: { 200: one } } },
    async (req) => ok(M.loaded, await service.getTeam(signedIn(req), req.params.id)),
  );
  api.post(
    '/organization/teams',
    {
      config: { permission: 'create team' },
      schema: { tags, body: teamInputSchema, response: { 201: one } },
    },
    async (req, reply) => {
      const data = await service.createTeam(signedIn(req), req.body);
      void reply.code(201);
      return ok(M.created, data);
    },
  );
  api.put(
    '/organization/teams/:id',
    {
      config: { permission: 'edit team' },
      schema: { tags, params: idParams, body: teamInputSchema, response: { 200: one } },
    },
    async (req) => ok(M.updated, await service.updateTeam(signedIn(req), req.params.id, req.body)),
  );
}
