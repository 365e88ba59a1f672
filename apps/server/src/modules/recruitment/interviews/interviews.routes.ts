import type { FastifyInstance } from 'fastify';
import { INTERVIEW_MESSAGES as M, interviewEndpoints as E } from '@clockroom/contracts';
import type { AppDeps } from '../../../platform/deps.ts';
import { resourceRoutes } from '../../../platform/http/crud-routes.ts';
import { serviceRoute } from '../../../platform/http/service-route.ts';
import * as interviews from './interviews.service.ts';

/** Interviews with their .ics invites, and the interviewers' scorecards (issue 24, ADR 67). */
export function interviewRoutes(app: FastifyInstance, deps: AppDeps): void {
  // Writes mail the panel, so they take the app's mailer and links.
  resourceRoutes(app, E, M, {
    list: interviews.listInterviews,
    create: (ctx, body) => interviews.createInterview(ctx, deps, body),
    get: interviews.getInterview,
    update: (ctx, id, body) => interviews.updateInterview(ctx, deps, id, body),
    delete: (ctx, id) => interviews.deleteInterview(ctx, deps, id),
  });
  serviceRoute(app, E.scorecard, M.scorecardSaved, 'id, body', interviews.saveScorecard);
}
