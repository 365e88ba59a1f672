import type { FastifyInstance } from 'fastify';
import { LOAN_REQUEST_MESSAGES as M, loanRequestEndpoints as E } from '@clockroom/contracts';
import type { AppDeps } from '../../../../platform/deps.ts';
import { route } from '../../../../platform/http/endpoint-route.ts';
import { ok, signedIn } from '../../../../platform/http/route-helpers.ts';
import { serviceRoute } from '../../../../platform/http/service-route.ts';
import { registerApprovalSubject } from '../../../../platform/approvals/inbox.ts';
import { decideLoans, loanRequestSubject } from './loan-request-decisions.ts';
import { availabilityOf, typesForEmployee } from './loan-availability.service.ts';
import * as loans from './loan-requests.service.ts';

/** Loan requests, their approval through the engine, and what an employee may still borrow (issue 20, ADR 52). */
export async function registerLoanRequests(app: FastifyInstance, deps: AppDeps): Promise<void> {
  registerApprovalSubject(deps.approvals, loanRequestSubject());
  serviceRoute(app, E.list, M.listed, 'query', loans.listLoans);
  route(app, E.create, async (req) =>
    ok(M.created, await loans.createLoan(signedIn(req), deps.approvals, req.body)),
  );
  route(app, E.remove, async (req) =>
    ok(M.deleted, await loans.deleteLoans(signedIn(req), deps.approvals, req.body.loan_request_ids)),
  );
  serviceRoute(app, E.approvals, M.approvalsListed, 'query', loans.listWaiting);
  for (const action of ['approve', 'reject'] as const)
    route(app, E[action], (req) => decideLoans(signedIn(req), deps, action, req.body));
  serviceRoute(app, E.availability, M.availabilityLoaded, 'query', availabilityOf);
  serviceRoute(app, E.get, M.loaded, 'id', loans.getLoan);
  route(app, E.update, async (req) =>
    ok(M.updated, await loans.updateLoan(signedIn(req), deps.approvals, req.params.id, req.body)),
  );
  serviceRoute(app, E.typesForEmployee, M.typesForEmployeeListed, 'id', typesForEmployee);
}
