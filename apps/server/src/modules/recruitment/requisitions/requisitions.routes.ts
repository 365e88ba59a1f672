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
  const { approvals } = deps;
  crudRoutes(app, {
    list: [E.list, M.listed, requests.listRequests],
    create: [E.create, M.created, (ctx, body) => requests.createRequest(ctx, approvals, body)],
    get: [E.get, M.loaded, requests.getRequest],
    update: [E.update, M.updated, (ctx, id, body) => requests.updateRequest(ctx, approvals, id, body)],
    delete: [E.delete, M.deleted, (ctx, id) => requests.deleteRequest(ctx, approvals, id)],
  });
  route(app, E.approvals, async (req) =>
    ok(M.approvalsListed, await requests.listWaiting(signedIn(req), req.query)),
  );
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
