import type { FastifyInstance } from 'fastify';
import { SURVEY_MESSAGES as M, languageOf, surveyEndpoints as E } from '@clockroom/contracts';
import type { AppDeps } from '../../../platform/deps.ts';
import { reportExportRoutes } from '../../../platform/exports/report-routes.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import { serviceRoute } from '../../../platform/http/service-route.ts';
import * as surveys from './surveys.service.ts';
import * as answers from './survey-answers.service.ts';
import { surveyResultsFile } from './survey-results-export.ts';

/** Feedback surveys (issue 23, ADR 60): thin, each one service call. */
export async function surveyRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  serviceRoute(app, E.list, M.listed, 'query', surveys.listSurveys);
  serviceRoute(app, E.create, M.created, 'body', surveys.createSurvey);
  serviceRoute(app, E.update, M.updated, 'body', surveys.updateSurvey);
  serviceRoute(app, E.assignedToMe, M.listed, 'context', answers.assignedToMe);
  serviceRoute(app, E.appliedToMe, M.listed, 'context', answers.appliedToMe);
  route(app, E.answer, async (req) => {
    await answers.answerSurvey(signedIn(req), req.body);
    return ok(M.answered, null);
  });
  route(app, E.answers, async (req) =>
    ok(M.resultsLoaded, await answers.surveyResults(signedIn(req), req.query.id)),
  );
  serviceRoute(app, E.log, M.logListed, 'query', answers.feedbackLog);
  serviceRoute(app, E.get, M.loaded, 'id', surveys.readSurvey);
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
