import type { FastifyInstance } from 'fastify';
import { IMPROVEMENT_PLAN_MESSAGES as M, improvementPlanEndpoints as E } from '@clockroom/contracts';
import type { AppDeps } from '../../../platform/deps.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import * as plans from './improvement-plans.service.ts';

/** Performance improvement plans (issue 23, ADR 62). */
export async function improvementPlanRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  route(app, E.list, async (req) => ok(M.listed, await plans.listPlans(signedIn(req), req.query)));
  route(app, E.approvals, async (req) =>
    ok(M.approvalsListed, await plans.listWaiting(signedIn(req), req.query)),
  );
  route(app, E.create, async (req) =>
    ok(M.created, await plans.createPlan(signedIn(req), deps.approvals, req.body)),
  );
  route(app, E.get, async (req) => ok(M.loaded, await plans.getPlan(signedIn(req), req.params.id)));
  route(app, E.update, async (req) =>
    ok(M.updated, await plans.updatePlan(signedIn(req), deps.approvals, req.params.id, req.body)),
  );
  route(app, E.delete, async (req) => {
    await plans.deletePlan(signedIn(req), deps.approvals, req.params.id);
    return ok(M.deleted, null);
  });
  route(app, E.outcome, async (req) =>
    ok(M.outcomeSaved, await plans.setOutcome(signedIn(req), req.params.id, req.body)),
  );
  for (const action of ['approve', 'reject'] as const)
    route(app, E[action], (req) => plans.decidePlans(signedIn(req), deps.approvals, action, req.body));
}
