import type { FastifyInstance } from 'fastify';
import { SURVEY_MESSAGES as M, languageOf, surveyEndpoints as E } from '@clockroom/contracts';
import type { AppDeps } from '../../../platform/deps.ts';
import { reportExportRoutes } from '../../../platform/exports/report-routes.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import * as surveys from './surveys.service.ts';
import * as answers from './survey-answers.service.ts';
import { surveyResultsFile } from './survey-results-export.ts';

/** Feedback surveys (issue 23, ADR 60): thin, each one service call. */
export async function surveyRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  route(app, E.list, async (req) => ok(M.listed, await surveys.listSurveys(signedIn(req), req.query)));
  route(app, E.create, async (req) => ok(M.created, await surveys.createSurvey(signedIn(req), req.body)));
  route(app, E.update, async (req) => ok(M.updated, await surveys.updateSurvey(signedIn(req), req.body)));
  route(app, E.assignedToMe, async (req) => ok(M.listed, await answers.assignedToMe(signedIn(req))));
  route(app, E.appliedToMe, async (req) => ok(M.listed, await answers.appliedToMe(signedIn(req))));
  route(app, E.answer, async (req) => {
    await answers.answerSurvey(signedIn(req), req.body);
    return ok(M.answered, null);
  });
  route(app, E.answers, async (req) =>
    ok(M.resultsLoaded, await answers.surveyResults(signedIn(req), req.query.id)),
  );
  route(app, E.log, async (req) => ok(M.logListed, await answers.feedbackLog(signedIn(req), req.query)));
  route(app, E.get, async (req) => ok(M.loaded, await surveys.readSurvey(signedIn(req), req.params.id)));
  route(app, E.delete, async (req) => {
    await surveys.deleteSurvey(signedIn(req), req.params.id);
    return ok(M.deleted, null);
  });
  reportExportRoutes(app, deps, surveyResultsFile, {
    endpoints: { manager: E.download },
    message: M.downloaded,
    read: (req) => ({
      format: req.params.format,
      filter: { id: req.body.id, language: languageOf(req.headers['accept-language']) },
    }),
  });
}
