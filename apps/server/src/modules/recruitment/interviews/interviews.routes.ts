import type { FastifyInstance } from 'fastify';
import { INTERVIEW_MESSAGES as M, interviewEndpoints as E } from '@clockroom/contracts';
import type { AppDeps } from '../../../platform/deps.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import * as interviews from './interviews.service.ts';

/** Interviews with their .ics invites, and the interviewers' scorecards (issue 24, ADR 67). */
export function interviewRoutes(app: FastifyInstance, deps: AppDeps): void {
  // Writes mail the panel, so they take the app's mailer and links.
  crudRoutes(app, {
    list: [E.list, M.listed, interviews.listInterviews],
    create: [E.create, M.created, (ctx, body) => interviews.createInterview(ctx, deps, body)],
    get: [E.get, M.loaded, interviews.getInterview],
    update: [E.update, M.updated, (ctx, id, body) => interviews.updateInterview(ctx, deps, id, body)],
    delete: [E.delete, M.deleted, (ctx, id) => interviews.deleteInterview(ctx, deps, id)],
  });
  route(app, E.scorecard, async (req) =>
    ok(M.scorecardSaved, await interviews.saveScorecard(signedIn(req), req.params.id, req.body)),
  );
}
