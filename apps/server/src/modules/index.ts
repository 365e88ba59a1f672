import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../platform/deps.ts';
import { registerAuthModule } from './auth/index.ts';
import { registerHomeModule } from './home/index.ts';

/** Every business module, registered under /api/v1. */
export async function registerModules(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await registerAuthModule(app, deps);
  await registerHomeModule(app, deps);
}
