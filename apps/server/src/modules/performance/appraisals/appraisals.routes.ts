import type { FastifyInstance } from 'fastify';
import { APPRAISAL_MESSAGES as M, appraisalEndpoints as E } from '@clockroom/contracts';
import type { AppDeps } from '../../../platform/deps.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import { serviceRoute } from '../../../platform/http/service-route.ts';
import * as groups from './appraisal-groups.service.ts';
import * as ratings from './appraisal-ratings.service.ts';
import { decideAppraisals, listWaiting } from './appraisal-approval.ts';
import { appraisalReport } from './appraisal-reports.service.ts';

/** Appraisal groups, ratings, decisions and reports (issue 22, ADR 64). */
export function appraisalRoutes(app: FastifyInstance, deps: AppDeps): void {
  serviceRoute(app, E.list, M.listed, 'query', groups.listGroups);
  serviceRoute(app, E.create, M.created, 'body', groups.createGroup);
  serviceRoute(app, E.update, M.updated, 'body', groups.updateGroup);
  route(app, E.initiate, async (req) =>
    ok(M.initiated, await groups.initiateGroups(signedIn(req), deps, req.body.appraisal_ids)),
  );
  route(app, E.end, async (req) =>
    ok(M.ended, await groups.endGroups(signedIn(req), deps.approvals, req.body.appraisal_ids)),
  );
  serviceRoute(app, E.approvals, M.approvalsListed, 'query', listWaiting);
  for (const action of ['approve', 'reject'] as const)
    route(app, E[action], (req) => decideAppraisals(signedIn(req), deps.approvals, action, req.body));
  serviceRoute(app, E.selfAppraisables, M.appraisablesListed, 'query', ratings.listMine);
  route(app, E.selfAppraisable, async (req) =>
    ok(M.loaded, await ratings.getAppraisable(signedIn(req), req.params.id, 'self')),
  );
  route(app, E.selfRatings, (req) => ratings.saveRatings(signedIn(req), deps.approvals, 'self', req.body));
  serviceRoute(app, E.appraiserAppraisables, M.appraisablesListed, 'query', ratings.listToAppraise);
  route(app, E.appraiserAppraisable, async (req) =>
    ok(M.loaded, await ratings.getAppraisable(signedIn(req), req.params.id, 'appraiser')),
  );
  route(app, E.appraiserRatings, (req) =>
    ratings.saveRatings(signedIn(req), deps.approvals, 'appraiser', req.body),
  );
  serviceRoute(app, E.reports, M.reportGenerated, 'body', appraisalReport);
  serviceRoute(app, E.get, M.loaded, 'id', groups.getGroup);
}
