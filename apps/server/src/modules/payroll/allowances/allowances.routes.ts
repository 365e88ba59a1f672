import type { FastifyInstance } from 'fastify';
import {
  ALLOWANCE_CLAIM_MESSAGES as C,
  ALLOWANCE_MESSAGES as M,
  allowanceClaimEndpoints as CL,
  allowanceEndpoints as A,
  extraAllowanceEndpoints as X,
} from '@clockroom/contracts';
import type { AppDeps } from '../../../platform/deps.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { resourceRoutes, usualMessagesOf } from '../../../platform/http/crud-routes.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import { serviceRoute } from '../../../platform/http/service-route.ts';
import { registerApprovalSubject } from '../../../platform/approvals/inbox.ts';
import { onPayrollConfirmed, registerPayItemSource } from '../schedule/pay-item-source.ts';
import { allowanceClaimSubject, decideClaims } from './allowance-claim-decisions.ts';
import { allowancesSource, extraAllowancesSource, settleClaims } from './allowance-sources.ts';
import * as allowances from './allowances.service.ts';
import * as extras from './extra-allowances.service.ts';
import * as claims from './allowance-claims.service.ts';

// The run's sources and hook are process-wide, like the run's registry; an app built twice in one
// process (the tests) registers them once.
let sourcesRegistered = false;

function registerSources() {
  if (sourcesRegistered) return;
  sourcesRegistered = true;
  registerPayItemSource(allowancesSource);
  registerPayItemSource(extraAllowancesSource);
  onPayrollConfirmed(settleClaims);
}

async function allowanceRoutes(app: FastifyInstance) {
  resourceRoutes(app, A, M, {
    list: allowances.listAllowances,
    create: allowances.createAllowance,
    get: allowances.getAllowance,
    update: allowances.updateAllowance,
    delete: allowances.deleteAllowance,
  });
  route(app, A.assign, async (req) =>
    ok(
      M.employeesAssigned,
      await allowances.assignAllowance(signedIn(req), req.params.id, req.body.employees),
    ),
  );
  route(app, A.unassign, async (req) =>
    ok(
      M.employeesUnassigned,
      await allowances.unassignAllowance(signedIn(req), req.params.id, req.body.employee_ids),
    ),
  );
  serviceRoute(app, A.mine, M.mineLoaded, 'context', claims.myAllowancesOf);
}

async function extraAllowanceRoutes(app: FastifyInstance) {
  resourceRoutes(app, X, usualMessagesOf(M, 'extra'), {
    list: extras.listExtras,
    create: extras.createExtra,
    get: extras.getExtra,
    update: extras.updateExtra,
    delete: extras.deleteExtra,
  });
}

async function claimRoutes(app: FastifyInstance, deps: AppDeps) {
  serviceRoute(app, CL.list, C.listed, 'query', claims.listMyClaims);
  serviceRoute(app, CL.approvals, C.approvalsListed, 'query', claims.listWaitingClaims);
  route(app, CL.create, async (req) =>
    ok(C.created, await claims.createClaim(signedIn(req), deps.approvals, req.body)),
  );
  route(app, CL.get, async (req) => {
    const { branch_id: _branch, ...claim } = await claims.getClaim(signedIn(req), req.params.id);
    return ok(C.loaded, claim);
  });
  route(app, CL.update, async (req) =>
    ok(C.updated, await claims.updateClaim(signedIn(req), deps.approvals, req.params.id, req.body)),
  );
  route(app, CL.delete, async (req) => {
    await claims.withdrawClaim(signedIn(req), deps.approvals, req.params.id);
    return ok(C.withdrawn, null);
  });
  for (const action of ['approve', 'reject'] as const)
    route(app, CL[action], (req) => decideClaims(signedIn(req), deps, action, req.body));
}

/**
 * Recurring allowances, extra allowances and employees' allowance claims (helper E, ADR 45): their
 * settings and self-service calls, the claims' approval subject (their approver groups are
 * payroll's, index.ts), and the two pay item sources.
 */
export async function registerAllowances(app: FastifyInstance, deps: AppDeps): Promise<void> {
  registerApprovalSubject(deps.approvals, allowanceClaimSubject());
  registerSources();
  await allowanceRoutes(app);
  await extraAllowanceRoutes(app);
  await claimRoutes(app, deps);
}
