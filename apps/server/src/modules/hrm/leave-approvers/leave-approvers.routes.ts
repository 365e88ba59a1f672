import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LEAVE_APPROVER_MESSAGES as M,
  deletedCountSchema,
  envelope,
  leaveApproverDeleteSchema,
  leaveApproverDetailSchema,
  leaveApproverInputSchema,
  leaveApproverRowSchema,
  listEnvelope,
  pagingQuerySchema,
} from '@clockroom/contracts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import * as service from './leave-approvers.service.ts';

const tags = ['hrm'];
const base = '/hrm/leaves/settings/approversettings';
const idParams = z.object({ id: z.coerce.number().int().positive() });
const one = envelope(leaveApproverDetailSchema);
const permission = 'manage leave approvers';

/** Leave approver settings (spec 2 §7): the leave module's approver groups (ADR 22). */
export async function leaveApproverRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    base,
    {
      config: { permission },
      schema: {
        tags,
        querystring: pagingQuerySchema,
        response: { 200: listEnvelope(leaveApproverRowSchema) },
      },
    },
    async (req) => ok(M.listed, await service.listLeaveApprovers(signedIn(req), req.query)),
  );
  api.post(
    base,
    { config: { permission }, schema: { tags, body: leaveApproverInputSchema, response: { 201: one } } },
    async (req, reply) => {
      const data = await service.createLeaveApprover(signedIn(req), req.body);
      void reply.code(201);
      return ok(M.created, data);
    },
  );
  api.post(
    `${base}/delete`,
    {
      config: { permission },
      schema: { tags, body: leaveApproverDeleteSchema, response: { 200: envelope(deletedCountSchema) } },
    },
    async (req) => ok(M.deleted, await service.deleteLeaveApprovers(signedIn(req), req.body.approverIds)),
  );
  api.get(
    `${base}/:id`,
    { config: { permission }, schema: { tags, params: idParams, response: { 200: one } } },
    async (req) => ok(M.loaded, await service.getLeaveApprover(signedIn(req), req.params.id)),
  );
  api.put(
    `${base}/:id`,
    {
      config: { permission },
      schema: { tags, params: idParams, body: leaveApproverInputSchema, response: { 200: one } },
    },
    async (req) => ok(M.updated, await service.updateLeaveApprover(signedIn(req), req.params.id, req.body)),
  );
}
