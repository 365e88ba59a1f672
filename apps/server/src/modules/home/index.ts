import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { homeRoutes } from './home.routes.ts';

export async function registerHomeModule(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await homeRoutes(app, deps);
}
