import type { FastifyInstance } from 'fastify';
import { APPRAISAL_MESSAGES as M, appraisalEndpoints as E } from '@clockroom/contracts';
import type { AppDeps } from '../../../platform/deps.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import * as groups from './appraisal-groups.service.ts';
import * as ratings from './appraisal-ratings.service.ts';
import { decideAppraisals, listWaiting } from './appraisal-approval.ts';
import { appraisalReport } from './appraisal-reports.service.ts';

/** Appraisal groups, ratings, decisions and reports (issue 22, ADR 64). */
export function appraisalRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, E.list, async (req) => ok(M.listed, await groups.listGroups(signedIn(req), req.query)));
  route(app, E.create, async (req) => ok(M.created, await groups.createGroup(signedIn(req), req.body)));
  route(app, E.update, async (req) => ok(M.updated, await groups.updateGroup(signedIn(req), req.body)));
  route(app, E.initiate, async (req) =>
    ok(M.initiated, await groups.initiateGroups(signedIn(req), deps, req.body.appraisal_ids)),
  );
  route(app, E.end, async (req) =>
    ok(M.ended, await groups.endGroups(signedIn(req), deps.approvals, req.body.appraisal_ids)),
  );
  route(app, E.approvals, async (req) => ok(M.approvalsListed, await listWaiting(signedIn(req), req.query)));
  for (const action of ['approve', 'reject'] as const)
    route(app, E[action], (req) => decideAppraisals(signedIn(req), deps.approvals, action, req.body));
  route(app, E.selfAppraisables, async (req) =>
    ok(M.appraisablesListed, await ratings.listMine(signedIn(req), req.query)),
  );
  route(app, E.selfAppraisable, async (req) =>
    ok(M.loaded, await ratings.getAppraisable(signedIn(req), req.params.id, 'self')),
  );
  route(app, E.selfRatings, (req) => ratings.saveRatings(signedIn(req), deps.approvals, 'self', req.body));
  route(app, E.appraiserAppraisables, async (req) =>
    ok(M.appraisablesListed, await ratings.listToAppraise(signedIn(req), req.query)),
  );
  route(app, E.appraiserAppraisable, async (req) =>
    ok(M.loaded, await ratings.getAppraisable(signedIn(req), req.params.id, 'appraiser')),
  );
  route(app, E.appraiserRatings, (req) =>
    ratings.saveRatings(signedIn(req), deps.approvals, 'appraiser', req.body),
  );
  route(app, E.reports, async (req) => ok(M.reportGenerated, await appraisalReport(signedIn(req), req.body)));
  route(app, E.get, async (req) => ok(M.loaded, await groups.getGroup(signedIn(req), req.params.id)));
}
