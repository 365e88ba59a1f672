import type { FastifyInstance } from 'fastify';
import { ONBOARDING_MESSAGES as M, SELF_PROFILE_ENDPOINTS as E } from '@clockroom/contracts';
import { serviceRoute } from '../../platform/http/service-route.ts';
import * as service from './onboarding.service.ts';

/** The employee's own profile (spec 2 §2 onboarding, §7), defined in contracts (SELF_PROFILE_ENDPOINTS). */
export async function onboardingRoutes(app: FastifyInstance): Promise<void> {
  serviceRoute(app, E.get, M.loaded, 'id', service.getProfile);
  serviceRoute(app, E.update, M.saved, 'id, body', service.updateProfile);
}
