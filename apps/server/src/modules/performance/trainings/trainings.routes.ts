import type { FastifyInstance } from 'fastify';
import {
  TRAINING_MESSAGES as M,
  trainingEndpoints as E,
  trainingSettingsEndpoints as S,
} from '@clockroom/contracts';
import type { AppDeps } from '../../../platform/deps.ts';
import { fileResponse } from '../../../platform/files/file-response.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
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
  route(app, E.list, async (req) => ok(M.listed, await trainings.listTrainings(signedIn(req), req.query)));
  route(app, E.mine, async (req) => ok(M.mineListed, await trainings.myTrainings(signedIn(req), req.query)));
  route(app, E.create, async (req) => ok(M.created, await trainings.createTraining(signedIn(req), req.body)));
  route(app, E.get, async (req) => ok(M.loaded, await trainings.getTraining(signedIn(req), req.params.id)));
  route(app, E.update, async (req) =>
    ok(M.updated, await trainings.updateTraining(signedIn(req), req.params.id, req.body)),
  );
  route(app, E.delete, async (req) => {
    await trainings.deleteTraining(signedIn(req), req.params.id);
    return ok(M.deleted, null);
  });
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

  route(app, S.categories, async (req) =>
    ok(M.categoriesListed, await settings.listCategories(signedIn(req), req.query)),
  );
  route(app, S.createCategory, async (req) =>
    ok(M.categoryCreated, await settings.createCategory(signedIn(req), req.body)),
  );
  route(app, S.category, async (req) =>
    ok(M.categoryLoaded, await settings.getCategory(signedIn(req), req.params.id)),
  );
  route(app, S.updateCategory, async (req) =>
    ok(M.categoryUpdated, await settings.updateCategory(signedIn(req), req.params.id, req.body)),
  );
  route(app, S.deleteCategory, async (req) => {
    await settings.deleteCategory(signedIn(req), req.params.id);
    return ok(M.categoryDeleted, null);
  });
  route(app, S.general, async (req) => ok(M.settingsLoaded, await settings.readSettings(signedIn(req))));
  route(app, S.saveGeneral, async (req) =>
    ok(M.settingsSaved, await settings.saveSettings(signedIn(req), req.body)),
  );
}
