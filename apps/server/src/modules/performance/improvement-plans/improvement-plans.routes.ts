import type { FastifyInstance } from 'fastify';
import { IMPROVEMENT_PLAN_MESSAGES as M, improvementPlanEndpoints as E } from '@clockroom/contracts';
import type { AppDeps } from '../../../platform/deps.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { resourceRoutes } from '../../../platform/http/crud-routes.ts';
import { signedIn } from '../../../platform/http/route-helpers.ts';
import { serviceRoute } from '../../../platform/http/service-route.ts';
import * as plans from './improvement-plans.service.ts';

/** Performance improvement plans (issue 23, ADR 62). */
export async function improvementPlanRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { approvals } = deps;
  resourceRoutes(app, E, M, {
    list: plans.listPlans,
    create: (ctx, body) => plans.createPlan(ctx, approvals, body),
    get: plans.getPlan,
    update: (ctx, id, body) => plans.updatePlan(ctx, approvals, id, body),
    delete: (ctx, id) => plans.deletePlan(ctx, approvals, id),
  });
  serviceRoute(app, E.approvals, M.approvalsListed, 'query', plans.listWaiting);
  serviceRoute(app, E.outcome, M.outcomeSaved, 'id, body', plans.setOutcome);
  for (const action of ['approve', 'reject'] as const)
    route(app, E[action], (req) => plans.decidePlans(signedIn(req), deps.approvals, action, req.body));
}
