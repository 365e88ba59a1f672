import type { FastifyInstance } from 'fastify';
import { APPRAISAL_MESSAGES as M, appraisalSettingsEndpoints as E } from '@clockroom/contracts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import * as s from './appraisal-settings.service.ts';

const page = <T>(rows: T[]) => ({ results: rows, total: rows.length });

/** The appraisal settings' calls (issue 22, ADR 64). */
export function appraisalSettingsRoutes(app: FastifyInstance): void {
  route(app, E.generalList, async (req) => ok(M.generalListed, page(await s.listGeneral(signedIn(req)))));
  crudRoutes(app, {
    create: [E.generalCreate, M.generalCreated, s.createGeneral],
    update: [E.generalUpdate, M.generalUpdated, s.updateGeneral],
    delete: [E.generalDelete, M.generalDeleted, s.deleteGeneral],
  });
  route(app, E.gradesList, async (req) => ok(M.gradesListed, page(await s.listGrades(signedIn(req)))));
  crudRoutes(app, {
    create: [E.gradeCreate, M.gradeCreated, s.createGrade],
    update: [E.gradeUpdate, M.gradeUpdated, s.updateGrade],
    delete: [E.gradeDelete, M.gradeDeleted, s.deleteGrade],
  });
  route(app, E.scorecardsList, async (req) =>
    ok(M.scorecardsListed, page(await s.listScorecards(signedIn(req)))),
  );
  crudRoutes(app, {
    create: [E.scorecardCreate, M.scorecardCreated, s.createScorecard],
    get: [E.scorecardGet, M.scorecardLoaded, s.getScorecard],
    update: [E.scorecardUpdate, M.scorecardUpdated, s.updateScorecard],
    delete: [E.scorecardDelete, M.scorecardDeleted, s.deleteScorecard],
  });
  route(app, E.appraisersList, async (req) =>
    ok(M.appraisersListed, {
      ...page(await s.listAppraisers(signedIn(req))),
      default_rule: 'line_manager' as const,
    }),
  );
  crudRoutes(app, {
    create: [E.appraiserCreate, M.appraiserCreated, s.createAppraiser],
    update: [E.appraiserUpdate, M.appraiserUpdated, s.updateAppraiser],
    delete: [E.appraiserDelete, M.appraiserDeleted, s.deleteAppraiser],
  });
}
