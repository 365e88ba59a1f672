import type { FastifyInstance } from 'fastify';
import { INTERVIEW_MESSAGES as M, interviewEndpoints as E } from '@clockroom/contracts';
import type { AppDeps } from '../../../platform/deps.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import * as interviews from './interviews.service.ts';

/** Interviews with their .ics invites, and the interviewers' scorecards (issue 24, ADR 67). */
export function interviewRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, E.list, async (req) => ok(M.listed, await interviews.listInterviews(signedIn(req), req.query)));
  route(app, E.create, async (req) => ok(M.created, await interviews.createInterview(signedIn(req), deps, req.body)));
  route(app, E.get, async (req) => ok(M.loaded, await interviews.getInterview(signedIn(req), req.params.id)));
  route(app, E.update, async (req) =>
    ok(M.updated, await interviews.updateInterview(signedIn(req), deps, req.params.id, req.body)),
  );
  route(app, E.delete, async (req) => {
    await interviews.deleteInterview(signedIn(req), deps, req.params.id);
    return ok(M.deleted, null);
  });
  route(app, E.scorecard, async (req) =>
    ok(M.scorecardSaved, await interviews.saveScorecard(signedIn(req), req.params.id, req.body)),
  );
}
