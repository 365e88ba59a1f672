import type { FastifyInstance } from 'fastify';
import { APPRAISAL_MESSAGES as M, appraisalSettingsEndpoints as E } from '@clockroom/contracts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import * as s from './appraisal-settings.service.ts';

const page = <T>(rows: T[]) => ({ results: rows, total: rows.length });

/** The appraisal settings' calls (issue 22, ADR 64). */
export function appraisalSettingsRoutes(app: FastifyInstance): void {
  route(app, E.generalList, async (req) => ok(M.generalListed, page(await s.listGeneral(signedIn(req)))));
  route(app, E.generalCreate, async (req) => ok(M.generalCreated, await s.createGeneral(signedIn(req), req.body)));
  route(app, E.generalUpdate, async (req) =>
    ok(M.generalUpdated, await s.updateGeneral(signedIn(req), req.params.id, req.body)),
  );
  route(app, E.generalDelete, async (req) => {
    await s.deleteGeneral(signedIn(req), req.params.id);
    return ok(M.generalDeleted, null);
  });
  route(app, E.gradesList, async (req) => ok(M.gradesListed, page(await s.listGrades(signedIn(req)))));
  route(app, E.gradeCreate, async (req) => ok(M.gradeCreated, await s.createGrade(signedIn(req), req.body)));
  route(app, E.gradeUpdate, async (req) => ok(M.gradeUpdated, await s.updateGrade(signedIn(req), req.params.id, req.body)));
  route(app, E.gradeDelete, async (req) => {
    await s.deleteGrade(signedIn(req), req.params.id);
    return ok(M.gradeDeleted, null);
  });
  route(app, E.scorecardsList, async (req) => ok(M.scorecardsListed, page(await s.listScorecards(signedIn(req)))));
  route(app, E.scorecardCreate, async (req) => ok(M.scorecardCreated, await s.createScorecard(signedIn(req), req.body)));
  route(app, E.scorecardGet, async (req) => ok(M.scorecardLoaded, await s.getScorecard(signedIn(req), req.params.id)));
  route(app, E.scorecardUpdate, async (req) =>
    ok(M.scorecardUpdated, await s.updateScorecard(signedIn(req), req.params.id, req.body)),
  );
  route(app, E.scorecardDelete, async (req) => {
    await s.deleteScorecard(signedIn(req), req.params.id);
    return ok(M.scorecardDeleted, null);
  });
  route(app, E.appraisersList, async (req) =>
    ok(M.appraisersListed, { ...page(await s.listAppraisers(signedIn(req))), default_rule: 'line_manager' as const }),
  );
  route(app, E.appraiserCreate, async (req) => ok(M.appraiserCreated, await s.createAppraiser(signedIn(req), req.body)));
  route(app, E.appraiserUpdate, async (req) =>
    ok(M.appraiserUpdated, await s.updateAppraiser(signedIn(req), req.params.id, req.body)),
  );
  route(app, E.appraiserDelete, async (req) => {
    await s.deleteAppraiser(signedIn(req), req.params.id);
    return ok(M.appraiserDeleted, null);
  });
}
