import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../platform/deps.ts';
import { applicationRoutes } from './applications.routes.ts';

/** Job applications and the pipeline (issue 24, ADR 67). */
export async function registerApplications(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await applicationRoutes(app, deps);
}
