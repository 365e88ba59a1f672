import type { FastifyInstance } from 'fastify';
import {
  REQUISITION_MESSAGES as M,
  jobRequestEndpoints as E,
  requisitionTemplateEndpoints as T,
} from '@clockroom/contracts';
import type { AppDeps } from '../../../platform/deps.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import * as requests from './job-requests.service.ts';
import * as templates from './requisition-templates.service.ts';

/** Talent requisitions and their templates (spec 3 §7 "job-requests"; issue 24; ADR 66). */
export function requisitionRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, E.list, async (req) => ok(M.listed, await requests.listRequests(signedIn(req), req.query)));
  route(app, E.approvals, async (req) =>
    ok(M.approvalsListed, await requests.listWaiting(signedIn(req), req.query)),
  );
  route(app, E.create, async (req) =>
    ok(M.created, await requests.createRequest(signedIn(req), deps.approvals, req.body)),
  );
  route(app, E.get, async (req) => ok(M.loaded, await requests.getRequest(signedIn(req), req.params.id)));
  route(app, E.update, async (req) =>
    ok(M.updated, await requests.updateRequest(signedIn(req), deps.approvals, req.params.id, req.body)),
  );
  route(app, E.delete, async (req) => {
    await requests.deleteRequest(signedIn(req), deps.approvals, req.params.id);
    return ok(M.deleted, null);
  });
  for (const action of ['approve', 'reject'] as const)
    route(app, E[action], (req) => requests.decideRequests(signedIn(req), deps.approvals, action, req.body));

  crudRoutes(app, {
    list: [T.list, M.templatesListed, templates.listTemplates],
    create: [T.create, M.templateCreated, templates.createTemplate],
    get: [T.get, M.templateLoaded, templates.getTemplate],
    update: [T.update, M.templateUpdated, templates.updateTemplate],
    delete: [T.delete, M.templateDeleted, templates.deleteTemplate],
  });
}
