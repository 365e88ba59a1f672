import type { FastifyInstance } from 'fastify';
import { LEAVE_MESSAGES as M, LEAVE_ENDPOINTS as E, type LeaveDecisionInput } from '@clockroom/contracts';
import type { AppDeps } from '../../../platform/deps.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
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

  route(app, E.list, async (req) => ok(M.listed, await service.listLeaves(signedIn(req), req.query)));
  route(app, E.mine, async (req) => ok(M.listed, await service.myLeaves(signedIn(req), req.query)));
  route(app, E.approvals, async (req) =>
    ok(M.listed, await service.approvalsInbox(signedIn(req), req.query)),
  );
  route(app, E.balances, async (req) =>
    ok(M.balancesLoaded, await service.balances(signedIn(req), req.query)),
  );
  route(app, E.reliefOfficers, async (req) =>
    ok(M.reliefListed, await service.reliefOfficers(signedIn(req), req.query)),
  );
  route(app, E.get, async (req) => ok(M.loaded, await service.getLeave(signedIn(req), req.params.id)));
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
