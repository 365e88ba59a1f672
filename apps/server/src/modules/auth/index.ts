import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { authRoutes } from './auth.routes.ts';
import { userRoutes } from './user.routes.ts';
import { languageRoutes } from './language.routes.ts';

export { provisionCompany, type ProvisionedCompany } from './provisioning.service.ts';
export * as provisioningRepository from './provisioning.repository.ts';
export { companyIdForSlug, revokeUserTokens } from './auth.repository.ts';
export { mailResetLink } from './password.service.ts';
export { issueActivationLink } from './signup.service.ts';

export async function registerAuthModule(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await authRoutes(app, deps);
  await userRoutes(app, deps);
  await languageRoutes(app);
}
