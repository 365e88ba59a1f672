import type { FastifyInstance } from 'fastify';
import {
  LOAN_APPROVER_ENDPOINTS,
  LOAN_APPROVER_MESSAGES,
  LOAN_CAP_MESSAGES as C,
  LOAN_TYPE_MESSAGES as M,
  loanCapEndpoints as CAPS,
  loanTypeEndpoints as T,
} from '@clockroom/contracts';
import type { AppDeps } from '../../../../platform/deps.ts';
import { route } from '../../../../platform/http/endpoint-route.ts';
import { resourceRoutes } from '../../../../platform/http/crud-routes.ts';
import { ok, signedIn } from '../../../../platform/http/route-helpers.ts';
import { serviceRoute } from '../../../../platform/http/service-route.ts';
import { categoryApproverRoutes } from '../../../../platform/approvals/category-approvers.routes.ts';
import * as types from './loan-types.service.ts';
import * as caps from './loan-caps.service.ts';

/** Loan types, caps and loan approval settings (issue 20). */
export async function registerLoanSettings(app: FastifyInstance, _deps: AppDeps): Promise<void> {
  resourceRoutes(app, T, M, {
    list: types.listLoanTypes,
    create: types.createLoanType,
    get: types.getLoanType,
    update: types.updateLoanType,
  });
  route(app, T.delete, async (req) =>
    ok(M.deleted, await types.deleteLoanTypes(signedIn(req), req.body.loan_type_ids)),
  );
  route(app, CAPS.list, async (req) =>
    ok(C.listed, await caps.listCaps(signedIn(req), req.query.model_type, req.query.searchByStationOrGrade)),
  );
  serviceRoute(app, CAPS.save, C.saved, 'body', caps.saveCaps);
  // Which approver group decides for which branch, department, grade or employee: the platform's
  // category approver kit over the engine's 'loan' groups, as leave and exemptions use it (ADR 51).
  await categoryApproverRoutes(app, {
    module: 'loan',
    endpoints: LOAN_APPROVER_ENDPOINTS,
    messages: LOAN_APPROVER_MESSAGES,
  });
}
