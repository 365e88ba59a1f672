import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LEAVE_TYPE_MESSAGES as M,
  eligibleLeaveTypeSchema,
  envelope,
  leaveTypeDetailSchema,
  leaveTypeInputSchema,
  leaveTypeUpdateSchema,
  leaveTypeListQuerySchema,
  leaveTypeRowSchema,
  leaveTypesByEmployeeQuerySchema,
  listEnvelope,
} from '@clockroom/contracts';
import type { AppDeps } from '../../../platform/deps.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import { SIGNED_IN } from '../../../platform/auth/authenticate.ts';
import * as service from './leave-types.service.ts';

const tags = ['hrm'];
const base = '/hrm/leaves/settings/leavetypes';
const idParams = z.object({ id: z.coerce.number().int().positive() });
const one = envelope(leaveTypeDetailSchema);

/** Leave types (/hrm/leaves/settings/leavetypes) and the employee's choice of them (/hrm/leave-types-by-employee). */
export async function leaveTypeRoutes(app: FastifyInstance, _deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    base,
    {
      config: { permission: 'view leaves' },
      schema: {
        tags,
        querystring: leaveTypeListQuerySchema,
        response: { 200: listEnvelope(leaveTypeRowSchema) },
      },
    },
    async (req) => ok(M.listed, await service.listLeaveTypes(signedIn(req), req.query)),
  );
  api.post(
    base,
    {
      config: { permission: 'manage leave types' },
      schema: { tags, body: leaveTypeInputSchema, response: { 201: one } },
    },
    async (req, reply) => {
      const data = await service.createLeaveType(signedIn(req), req.body);
      void reply.code(201);
      return ok(M.created, data);
    },
  );
  api.get(
    `${base}/:id`,
    { config: { permission: 'view leaves' }, schema: { tags, params: idParams, response: { 200: one } } },
    async (req) => ok(M.loaded, await service.getLeaveType(signedIn(req), req.params.id)),
  );
  api.put(
    `${base}/:id`,
    {
      config: { permission: 'manage leave types' },
      schema: { tags, params: idParams, body: leaveTypeUpdateSchema, response: { 200: one } },
    },
    async (req) => ok(M.updated, await service.updateLeaveType(signedIn(req), req.params.id, req.body)),
  );
  api.delete(
    `${base}/:id`,
    {
      config: { permission: 'manage leave types' },
      schema: { tags, params: idParams, response: { 200: envelope(z.object({ id: z.number().int() })) } },
    },
    async (req) => {
      await service.deleteLeaveType(signedIn(req), req.params.id);
      return ok(M.deleted, { id: req.params.id });
    },
  );
  api.get(
    '/hrm/leave-types-by-employee',
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        querystring: leaveTypesByEmployeeQuerySchema,
        response: { 200: envelope(z.array(eligibleLeaveTypeSchema)) },
      },
    },
    async (req) =>
      ok(M.eligibleListed, await service.leaveTypesByEmployee(signedIn(req), req.query.employee_id)),
  );
}
