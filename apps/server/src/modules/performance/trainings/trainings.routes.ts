import type { FastifyInstance } from 'fastify';
import {
  TRAINING_MESSAGES as M,
  trainingEndpoints as E,
  trainingSettingsEndpoints as S,
} from '@clockroom/contracts';
import type { AppDeps } from '../../../platform/deps.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { crudRoutes, resourceRoutes } from '../../../platform/http/crud-routes.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import { serviceRoute } from '../../../platform/http/service-route.ts';
import { documentResponse, privateFileRoute } from '../../../platform/files/private-documents.ts';
import * as trainings from './trainings.service.ts';
import * as certificates from './training-certificates.service.ts';
import * as settings from './training-settings.service.ts';

const certificateResponse = documentResponse('The certificate as uploaded, as an attachment');

/** Trainings, enrolments, certificates and the training settings (issue 23, ADR 62). */
export async function trainingRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  resourceRoutes(app, E, M, {
    list: trainings.listTrainings,
    create: trainings.createTraining,
    get: trainings.getTraining,
    update: trainings.updateTraining,
    delete: trainings.deleteTraining,
  });
  serviceRoute(app, E.mine, M.mineListed, 'query', trainings.myTrainings);
  serviceRoute(app, E.enrolment, M.enrolmentUpdated, 'id, body', trainings.updateEnrolment);
  route(app, E.uploadCertificate, async (req) =>
    ok(M.certificateUploaded, await certificates.uploadCertificate(signedIn(req), deps, req.params.id, req)),
  );
  privateFileRoute(app, E.certificate, certificateResponse, (ctx, id) =>
    certificates.certificateFile(ctx, deps, id),
  );

  crudRoutes(app, {
    list: [S.categories, M.categoriesListed, settings.listCategories],
    create: [S.createCategory, M.categoryCreated, settings.createCategory],
    get: [S.category, M.categoryLoaded, settings.getCategory],
    update: [S.updateCategory, M.categoryUpdated, settings.updateCategory],
    delete: [S.deleteCategory, M.categoryDeleted, settings.deleteCategory],
  });
  serviceRoute(app, S.general, M.settingsLoaded, 'context', settings.readSettings);
  serviceRoute(app, S.saveGeneral, M.settingsSaved, 'body', settings.saveSettings);
}
