import type { FastifyInstance } from 'fastify';
import { INVITE_ENDPOINTS as E, INVITE_MESSAGES as M } from '@clockroom/contracts';
import type { AppDeps } from '../../../platform/deps.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import { serviceRoute } from '../../../platform/http/service-route.ts';
import * as service from './employee-invites.service.ts';

/** Invitations (spec 1 §7 POST /organization/employees/invite; list and resend are ours). */
export async function employeeInviteRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  route(app, E.invite, async (req) => {
    const { message, data } = await service.inviteEmployee(signedIn(req), deps, req.body);
    return ok(message, data);
  });
  serviceRoute(app, E.pending, M.listed, 'query', service.listPendingInvites);
  route(app, E.resend, async (req) =>
    ok(M.resent, await service.resendInvite(signedIn(req), deps, req.params.id)),
  );
}
