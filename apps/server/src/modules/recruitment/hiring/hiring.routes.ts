import type { FastifyInstance } from 'fastify';
import { HIRING_MESSAGES as M, hiringEndpoints as E } from '@clockroom/contracts';
import type { AppDeps } from '../../../platform/deps.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import { createProfile } from './hiring.service.ts';

/** A candidate hired into the organisation (issue 24, ADR 67). */
export function hiringRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, E.createProfile, async (req) =>
    ok(M.hired, await createProfile(signedIn(req), deps, req.params.id, req.body)),
  );
}
