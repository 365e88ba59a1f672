import type { FastifyInstance } from 'fastify';
import { ONBOARDING_MESSAGES as M, SELF_PROFILE_ENDPOINTS as E } from '@clockroom/contracts';
import { route } from '../../platform/http/endpoint-route.ts';
import { ok, signedIn } from '../../platform/http/route-helpers.ts';
import * as service from './onboarding.service.ts';

/** The employee's own profile (spec 2 §2 onboarding, §7), defined in contracts (SELF_PROFILE_ENDPOINTS). */
export async function onboardingRoutes(app: FastifyInstance): Promise<void> {
  route(app, E.get, async (req) => ok(M.loaded, await service.getProfile(signedIn(req), req.params.id)));
  route(app, E.update, async (req) =>
    ok(M.saved, await service.updateProfile(signedIn(req), req.params.id, req.body)),
  );
}
