import type { FastifyInstance } from 'fastify';
import { APPLICATION_MESSAGES as M, applicationEndpoints as E } from '@clockroom/contracts';
import type { AppDeps } from '../../../platform/deps.ts';
import { fileResponse } from '../../../platform/files/file-response.ts';
import { privateFileRoute } from '../../../platform/files/private-documents.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import { serviceRoute } from '../../../platform/http/service-route.ts';
import { CV_MIME_TYPES } from './cv-file.ts';
import * as applications from './applications.service.ts';

const cvResponse = fileResponse('The CV as uploaded, as an attachment', Object.values(CV_MIME_TYPES));

/** Job applications and the candidate pipeline (issue 24, ADR 67). */
export async function applicationRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  serviceRoute(app, E.list, M.listed, 'query', applications.listApplications);
  route(app, E.create, async (req) =>
    ok(M.created, await applications.createApplication(signedIn(req), deps, req)),
  );
  serviceRoute(app, E.updateStatus, M.statusUpdated, 'body', applications.updateStatus);
  serviceRoute(app, E.get, M.loaded, 'id', applications.getApplication);
  route(app, E.delete, async (req) => {
    await applications.deleteApplication(signedIn(req), deps, req.params.id);
    return ok(M.deleted, null);
  });
  privateFileRoute(app, E.cv, cvResponse, (ctx, id) => applications.cvFile(ctx, deps, id));
  route(app, E.addNote, async (req) =>
    ok(M.noteAdded, await applications.addNote(signedIn(req), req.params.id, req.body.note)),
  );
  route(app, E.erase, async (req) =>
    ok(M.erased, await applications.eraseApplication(signedIn(req), deps, req.params.id)),
  );
}
