import type { FastifyInstance } from 'fastify';
import {
  BENEFIT_DEDUCTION_MESSAGES as M,
  benefitDeductionEndpoints as R,
  benefitDeductionTypeEndpoints as T,
} from '@clockroom/contracts';
import type { AppDeps } from '../../../platform/deps.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import { serviceRoute } from '../../../platform/http/service-route.ts';
import { registerApprovalSubject } from '../../../platform/approvals/inbox.ts';
import { registerPayItemSource } from '../schedule/pay-item-source.ts';
import { benefitDeductionSubject, decideRecords } from './benefit-decisions.ts';
import { benefitDeductionsSource } from './benefit-source.ts';
import * as types from './benefit-types.service.ts';
import * as records from './benefits.service.ts';

async function typeRoutes(app: FastifyInstance) {
  crudRoutes(app, {
    list: [T.list, M.typesListed, types.listTypes],
    create: [T.create, M.typeCreated, types.createType],
    get: [T.get, M.typeLoaded, types.getType],
    update: [T.updateById, M.typeUpdated, types.updateType],
  });
  route(app, T.update, async (req) => {
    const { id, ...values } = req.body;
    return ok(M.typeUpdated, await types.updateType(signedIn(req), id, values));
  });
  serviceRoute(app, T.delete, M.typesDeleted, 'id', types.deleteTypes);
}

async function recordRoutes(app: FastifyInstance, deps: AppDeps) {
  serviceRoute(app, R.list, M.listed, 'query', records.listRecords);
  serviceRoute(app, R.approvals, M.approvalsListed, 'query', records.listWaiting);
  route(app, R.create, async (req) =>
    ok(M.created, await records.createRecords(signedIn(req), deps.approvals, req.body)),
  );
  route(app, R.update, async (req) => {
    const { id, ...values } = req.body;
    return ok(M.updated, await records.updateRecord(signedIn(req), deps.approvals, id, values));
  });
  route(app, R.updateById, async (req) =>
    ok(M.updated, await records.updateRecord(signedIn(req), deps.approvals, req.params.id, req.body)),
  );
  serviceRoute(app, R.get, M.loaded, 'id', records.getRecord);
  route(app, R.delete, async (req) =>
    ok(M.deleted, await records.deleteRecords(signedIn(req), deps.approvals, req.params.id)),
  );
  for (const action of ['approve', 'reject'] as const)
    route(app, R[action], (req) => decideRecords(signedIn(req), deps, action, req.body));
}

/**
 * Benefit and deduction types and records, their approval and their pay item source (issue 20,
 * ADR 54). The approver groups' routes are payroll's (index.ts). The source is process-wide, like
 * the run's registry: registering the same object again is a no-op.
 */
export async function registerBenefitDeductions(app: FastifyInstance, deps: AppDeps): Promise<void> {
  registerApprovalSubject(deps.approvals, benefitDeductionSubject());
  registerPayItemSource(benefitDeductionsSource);
  await typeRoutes(app);
  await recordRoutes(app, deps);
}
