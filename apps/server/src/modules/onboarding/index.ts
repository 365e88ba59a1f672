import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { onboardingRoutes } from './onboarding.routes.ts';

/** Onboarding of invited employees and the self-service profile edit (spec 2 §2, §4, §5). */
export async function registerOnboardingModule(app: FastifyInstance, _deps: AppDeps): Promise<void> {
  await onboardingRoutes(app);
}
