import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../platform/deps.ts';
import { mobileClockSettingsRoutes } from './locations.routes.ts';
import { mobileClockRoutes } from './mobile-clocks.routes.ts';

/** Mobile clocks (ADR 28): the settings and the clocks themselves (the engine's subject: index.ts). */
export async function registerMobileClocks(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await mobileClockSettingsRoutes(app);
  await mobileClockRoutes(app, deps);
}
