import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { supportRoutes } from './support.routes.ts';

export async function registerSupportModule(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await supportRoutes(app, deps);
}
