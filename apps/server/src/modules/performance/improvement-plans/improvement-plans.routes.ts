import type { FastifyInstance } from 'fastify';
import { IMPROVEMENT_PLAN_MESSAGES as M, improvementPlanEndpoints as E } from '@clockroom/contracts';
import type { AppDeps } from '../../../platform/deps.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import * as plans from './improvement-plans.service.ts';

/** Performance improvement plans (issue 23, ADR 62). */
export async function improvementPlanRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { approvals } = deps;
  crudRoutes(app, {
    list: [E.list, M.listed, plans.listPlans],
    create: [E.create, M.created, (ctx, body) => plans.createPlan(ctx, approvals, body)],
    get: [E.get, M.loaded, plans.getPlan],
    update: [E.update, M.updated, (ctx, id, body) => plans.updatePlan(ctx, approvals, id, body)],
    delete: [E.delete, M.deleted, (ctx, id) => plans.deletePlan(ctx, approvals, id)],
  });
  route(app, E.approvals, async (req) =>
    ok(M.approvalsListed, await plans.listWaiting(signedIn(req), req.query)),
  );
  route(app, E.outcome, async (req) =>
    ok(M.outcomeSaved, await plans.setOutcome(signedIn(req), req.params.id, req.body)),
  );
  for (const action of ['approve', 'reject'] as const)
    route(app, E[action], (req) => plans.decidePlans(signedIn(req), deps.approvals, action, req.body));
}
