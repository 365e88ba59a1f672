import type { FastifyInstance } from 'fastify';
import { SUPPORT_ENDPOINTS as E, SUPPORT_MESSAGES as M } from '@clockroom/contracts';
import type { AppDeps } from '../../platform/deps.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import { signedIn } from '../../platform/http/route-helpers.ts';
import { sendSupportMessage } from './support.service.ts';

export async function supportRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  route(app, E.send, async (req) => {
    await sendSupportMessage(signedIn(req), deps, req.body);
    return { message: M.sent };
  });
}
