import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  INVITE_MESSAGES as M,
  envelope,
  inviteEmployeeSchema,
  inviteResultSchema,
  listEnvelope,
  pagingQuerySchema,
  pendingInviteSchema,
} from '@clockroom/contracts';
import type { AppDeps } from '../../../platform/deps.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import * as service from './employee-invites.service.ts';

const tags = ['organization'];
const idParams = z.object({ id: z.coerce.number().int().positive() });
const inviteResponse = { 200: envelope(inviteResultSchema) };

/** Invitations (spec 1 §7 POST /organization/employees/invite; list and resend are ours). */
export async function employeeInviteRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/organization/employees/invite',
    {
      config: { permission: 'invite employee' },
      schema: { tags, body: inviteEmployeeSchema, response: inviteResponse },
    },
    async (req) => {
      const { message, data } = await service.inviteEmployee(signedIn(req), deps, req.body);
      return ok(message, data);
    },
  );
  api.get(
    '/organization/employees/invites',
    {
      config: { permission: 'invite employee' },
      schema: { tags, querystring: pagingQuerySchema, response: { 200: listEnvelope(pendingInviteSchema) } },
    },
    async (req) => ok(M.listed, await service.listPendingInvites(signedIn(req), req.query)),
  );
  api.post(
    '/organization/employees/invites/:id/resend',
    {
      config: { permission: 'invite employee' },
      schema: { tags, params: idParams, response: inviteResponse },
    },
    async (req) => ok(M.resent, await service.resendInvite(signedIn(req), deps, req.params.id)),
  );
}
