import type { FastifyInstance } from 'fastify';
import {
  REQUISITION_MESSAGES as M,
  jobRequestEndpoints as E,
  requisitionTemplateEndpoints as T,
} from '@clockroom/contracts';
import type { AppDeps } from '../../../platform/deps.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { resourceRoutes, usualMessagesOf } from '../../../platform/http/crud-routes.ts';
import { signedIn } from '../../../platform/http/route-helpers.ts';
import { serviceRoute } from '../../../platform/http/service-route.ts';
import * as requests from './job-requests.service.ts';
import * as templates from './requisition-templates.service.ts';

/** Talent requisitions and their templates (spec 3 §7 "job-requests"; issue 24; ADR 66). */
export function requisitionRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { approvals } = deps;
  resourceRoutes(app, E, M, {
    list: requests.listRequests,
    create: (ctx, body) => requests.createRequest(ctx, approvals, body),
    get: requests.getRequest,
    update: (ctx, id, body) => requests.updateRequest(ctx, approvals, id, body),
    delete: (ctx, id) => requests.deleteRequest(ctx, approvals, id),
  });
  serviceRoute(app, E.approvals, M.approvalsListed, 'query', requests.listWaiting);
  for (const action of ['approve', 'reject'] as const)
    route(app, E[action], (req) => requests.decideRequests(signedIn(req), deps.approvals, action, req.body));

  resourceRoutes(app, T, usualMessagesOf(M, 'template'), {
    list: templates.listTemplates,
    create: templates.createTemplate,
    get: templates.getTemplate,
    update: templates.updateTemplate,
    delete: templates.deleteTemplate,
  });
}
