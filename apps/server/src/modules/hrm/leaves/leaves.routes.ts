import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LEAVE_MESSAGES as M,
  deletedCountSchema,
  envelope,
  leaveBalanceQuerySchema,
  leaveBalanceSchema,
  leaveCreateSchema,
  leaveDecisionResultSchema,
  leaveDecisionSchema,
  leaveDeleteSchema,
  leaveRejectOneSchema,
  leaveDetailSchema,
  leaveListQuerySchema,
  leaveRowSchema,
  leaveUpdateSchema,
  listEnvelope,
  reliefOfficerSchema,
  reliefQuerySchema,
  type LeaveDecisionInput,
} from '@clockroom/contracts';
import type { AppDeps } from '../../../platform/deps.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import { SIGNED_IN } from '../../../platform/auth/authenticate.ts';
import { decideApprovals } from '../../../platform/approvals/inbox.ts';
import { createLeaveInput } from './leave-create-input.ts';
import * as service from './leaves.service.ts';

const tags = ['hrm'];
const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const one = envelope(leaveDetailSchema);
const list = listEnvelope(leaveRowSchema);
const decided = envelope(leaveDecisionResultSchema);
const LEAVE_ACTIONS = ['approve', 'reject', 'cancel'] as const;

/**
 * Leave requests (spec 2 §7 "Leave"; ADR 23). Self-service calls are open to every signed-in
 * employee and act on their own requests; HR calls need the leave permissions. Approve and reject
 * are for whoever the engine says a request waits on (ADR 22), so they need no permission of their own.
 */
export async function leaveRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const leaveDeps: service.LeaveDeps = { approvals: deps.approvals, notifyDeps: deps };

  api.get(
    '/hrm/leaves',
    {
      config: { permission: 'view leaves' },
      schema: { tags, querystring: leaveListQuerySchema, response: { 200: list } },
    },
    async (req) => ok(M.listed, await service.listLeaves(signedIn(req), req.query)),
  );
  api.get(
    '/hrm/leaves/me',
    {
      config: { permission: SIGNED_IN },
      schema: { tags, querystring: leaveListQuerySchema, response: { 200: list } },
    },
    async (req) => ok(M.listed, await service.myLeaves(signedIn(req), req.query)),
  );
  api.get(
    '/hrm/leaves/approvals',
    {
      config: { permission: SIGNED_IN },
      schema: { tags, querystring: leaveListQuerySchema, response: { 200: list } },
    },
    async (req) => ok(M.listed, await service.approvalsInbox(signedIn(req), req.query)),
  );
  api.get(
    '/hrm/leaves/balances',
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        querystring: leaveBalanceQuerySchema,
        response: { 200: envelope(z.array(leaveBalanceSchema)) },
      },
    },
    async (req) => ok(M.balancesLoaded, await service.balances(signedIn(req), req.query)),
  );
  api.get(
    '/hrm/leaves/relief-officers',
    {
      config: { permission: SIGNED_IN },
      schema: { tags, querystring: reliefQuerySchema, response: { 200: listEnvelope(reliefOfficerSchema) } },
    },
    async (req) => ok(M.reliefListed, await service.reliefOfficers(signedIn(req), req.query)),
  );
  api.get(
    '/hrm/leaves/:id',
    { config: { permission: SIGNED_IN }, schema: { tags, params: idParams, response: { 200: one } } },
    async (req) => ok(M.loaded, await service.getLeave(signedIn(req), req.params.id)),
  );
  api.post(
    '/hrm/leaves',
    {
      config: { permission: SIGNED_IN },
      // The employee is required unless the caller is booking for themselves (createLeaveInput).
      attachValidation: true,
      schema: { tags, body: leaveCreateSchema, response: { 201: one } },
    },
    async (req, reply) => {
      const ctx = signedIn(req);
      const input = createLeaveInput(ctx, req.body, req.validationError);
      const data = await service.createLeave(ctx, leaveDeps, input);
      void reply.code(201);
      return ok(M.created, data);
    },
  );
  api.put(
    '/hrm/leaves/:id',
    {
      config: { permission: SIGNED_IN },
      schema: { tags, params: idParams, body: leaveUpdateSchema, response: { 200: one } },
    },
    async (req) =>
      ok(M.updated, await service.updateLeave(signedIn(req), leaveDeps, req.params.id, req.body)),
  );
  api.post(
    '/hrm/leaves/delete',
    {
      config: { permission: 'delete leave' },
      schema: { tags, body: leaveDeleteSchema, response: { 200: envelope(deletedCountSchema) } },
    },
    async (req) => ok(M.deleted, await service.deleteLeaves(signedIn(req), req.body.leave_ids)),
  );
  api.post(
    '/hrm/leaves/reject/:id',
    {
      config: { permission: SIGNED_IN },
      schema: { tags, params: idParams, body: leaveRejectOneSchema, response: { 200: decided } },
    },
    (req) =>
      decideApprovals(signedIn(req), deps.approvals, 'leave', 'reject', { ...req.body, id: req.params.id }),
  );
  // The spec's caller-chosen segment, POST /hrm/leaves/{endpoint} (ambiguity 30): approve, reject and
  // cancel (ADR 23), each also written out, as the spec lists /approve and /reject on their own.
  // Approve and reject are the inbox kit's (ADR 31); cancel answers in the same shape.
  const act = async (
    req: { body: LeaveDecisionInput } & Parameters<typeof signedIn>[0],
    endpoint: (typeof LEAVE_ACTIONS)[number],
  ) => {
    const ctx = signedIn(req);
    if (endpoint !== 'cancel') return decideApprovals(ctx, deps.approvals, 'leave', endpoint, req.body);
    const ids = req.body.leave_request_ids?.length ? req.body.leave_request_ids : [req.body.id ?? 0];
    return ok(M.cancelled, await service.cancelLeaves(ctx, leaveDeps, ids));
  };
  for (const endpoint of LEAVE_ACTIONS) {
    api.post(
      `/hrm/leaves/${endpoint}`,
      {
        config: { permission: SIGNED_IN },
        schema: { tags, body: leaveDecisionSchema, response: { 200: decided } },
      },
      (req) => act(req, endpoint),
    );
  }
  api.post(
    '/hrm/leaves/:endpoint',
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        params: z.object({ endpoint: z.enum(LEAVE_ACTIONS, { error: M.unknownAction }) }),
        body: leaveDecisionSchema,
        response: { 200: decided },
      },
    },
    (req) => act(req, req.params.endpoint),
  );
}
