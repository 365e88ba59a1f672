import type { FastifyInstance } from 'fastify';
import { LEAVE_MESSAGES as M, LEAVE_ENDPOINTS as E, type LeaveDecisionInput } from '@clockroom/contracts';
import type { AppDeps } from '../../../platform/deps.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import { serviceRoute } from '../../../platform/http/service-route.ts';
import { decideApprovals, type DecisionBody } from '../../../platform/approvals/inbox.ts';
import { createLeaveInput } from './leave-create-input.ts';
import * as booking from './leave-booking.service.ts';
import * as service from './leaves.service.ts';

/**
 * Leave requests (spec 2 §7 "Leave"; ADR 23): the calls of LEAVE_ENDPOINTS. Approve and reject are
 * the inbox kit's (ADR 31); cancel answers in the same shape.
 */
export async function leaveRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const leaveDeps: service.LeaveDeps = { approvals: deps.approvals, notifyDeps: deps };
  const decide = (ctx: SignedInContext, action: 'approve' | 'reject', body: DecisionBody) =>
    decideApprovals(ctx, deps.approvals, 'leave', action, body);
  const cancel = async (ctx: SignedInContext, body: LeaveDecisionInput) => {
    const ids = body.leave_request_ids?.length ? body.leave_request_ids : [body.id ?? 0];
    return ok(M.cancelled, await service.cancelLeaves(ctx, leaveDeps, ids));
  };

  serviceRoute(app, E.list, M.listed, 'query', service.listLeaves);
  serviceRoute(app, E.mine, M.listed, 'query', service.myLeaves);
  serviceRoute(app, E.approvals, M.listed, 'query', service.approvalsInbox);
  serviceRoute(app, E.balances, M.balancesLoaded, 'query', service.balances);
  serviceRoute(app, E.reliefOfficers, M.reliefListed, 'query', service.reliefOfficers);
  serviceRoute(app, E.get, M.loaded, 'id', service.getLeave);
  route(
    app,
    E.create,
    async (req) => {
      const ctx = signedIn(req);
      const input = createLeaveInput(ctx, req.body, req.validationError);
      return ok(M.created, await booking.createLeave(ctx, leaveDeps, input));
    },
    // The employee is required unless the caller is booking for themselves (createLeaveInput).
    { attachValidation: true },
  );
  route(app, E.update, async (req) =>
    ok(M.updated, await booking.updateLeave(signedIn(req), leaveDeps, req.params.id, req.body)),
  );
  route(app, E.delete, async (req) =>
    ok(M.deleted, await service.deleteLeaves(signedIn(req), req.body.leave_ids)),
  );
  route(app, E.rejectOne, (req) => decide(signedIn(req), 'reject', { ...req.body, id: req.params.id }));
  route(app, E.approve, (req) => decide(signedIn(req), 'approve', req.body));
  route(app, E.reject, (req) => decide(signedIn(req), 'reject', req.body));
  route(app, E.cancel, (req) => cancel(signedIn(req), req.body));
  route(app, E.act, (req) =>
    req.params.endpoint === 'cancel'
      ? cancel(signedIn(req), req.body)
      : decide(signedIn(req), req.params.endpoint, req.body),
  );
}
