import type { FastifyInstance } from 'fastify';
import { RECRUITER_MESSAGES as M, recruiterEndpoints as E } from '@clockroom/contracts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import * as recruiters from './recruiters.service.ts';

/** Recruiter settings (settings/recruiter-settings; ADR 66). */
export function recruiterRoutes(app: FastifyInstance): void {
  route(app, E.list, async (req) => ok(M.listed, await recruiters.listRecruiters(signedIn(req), req.query)));
  route(app, E.create, async (req) => ok(M.created, await recruiters.createRecruiter(signedIn(req), req.body)));
  route(app, E.get, async (req) => ok(M.loaded, await recruiters.getRecruiter(signedIn(req), req.params.id)));
  route(app, E.update, async (req) =>
    ok(M.updated, await recruiters.updateRecruiter(signedIn(req), req.params.id, req.body)),
  );
  route(app, E.delete, async (req) => {
    await recruiters.deleteRecruiter(signedIn(req), req.params.id);
    return ok(M.deleted, null);
  });
}
