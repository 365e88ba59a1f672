import type { FastifyInstance } from 'fastify';
import {
  TRAINING_MESSAGES as M,
  trainingEndpoints as E,
  trainingSettingsEndpoints as S,
} from '@clockroom/contracts';
import type { AppDeps } from '../../../platform/deps.ts';
import { fileResponse } from '../../../platform/files/file-response.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import { sendPrivateFile } from '../../../platform/files/send-file.ts';
import * as trainings from './trainings.service.ts';
import * as certificates from './training-certificates.service.ts';
import * as settings from './training-settings.service.ts';

const certificateResponse = fileResponse('The certificate as uploaded, as an attachment', [
  'application/pdf',
  'image/jpeg',
  'image/png',
]);

/** Trainings, enrolments, certificates and the training settings (issue 23, ADR 62). */
export async function trainingRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  crudRoutes(app, {
    list: [E.list, M.listed, trainings.listTrainings],
    create: [E.create, M.created, trainings.createTraining],
    get: [E.get, M.loaded, trainings.getTraining],
    update: [E.update, M.updated, trainings.updateTraining],
    delete: [E.delete, M.deleted, trainings.deleteTraining],
  });
  route(app, E.mine, async (req) => ok(M.mineListed, await trainings.myTrainings(signedIn(req), req.query)));
  route(app, E.enrolment, async (req) =>
    ok(M.enrolmentUpdated, await trainings.updateEnrolment(signedIn(req), req.params.id, req.body)),
  );
  route(app, E.uploadCertificate, async (req) =>
    ok(M.certificateUploaded, await certificates.uploadCertificate(signedIn(req), deps, req.params.id, req)),
  );
  route(
    app,
    E.certificate,
    async (req, reply) =>
      sendPrivateFile(reply, await certificates.certificateFile(signedIn(req), deps, req.params.id)),
    { fileResponse: certificateResponse },
  );

  crudRoutes(app, {
    list: [S.categories, M.categoriesListed, settings.listCategories],
    create: [S.createCategory, M.categoryCreated, settings.createCategory],
    get: [S.category, M.categoryLoaded, settings.getCategory],
    update: [S.updateCategory, M.categoryUpdated, settings.updateCategory],
    delete: [S.deleteCategory, M.categoryDeleted, settings.deleteCategory],
  });
  route(app, S.general, async (req) => ok(M.settingsLoaded, await settings.readSettings(signedIn(req))));
  route(app, S.saveGeneral, async (req) =>
    ok(M.settingsSaved, await settings.saveSettings(signedIn(req), req.body)),
  );
}
