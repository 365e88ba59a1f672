import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../platform/deps.ts';
import { mobileClockSettingsRoutes } from './locations.routes.ts';
import { mobileClockSubject } from './mobile-clock-subject.ts';
import { mobileClockRoutes } from './mobile-clocks.routes.ts';

/** Mobile clocks (ADR 28): the engine's subject, the settings and the clocks themselves. */
export async function registerMobileClocks(app: FastifyInstance, deps: AppDeps): Promise<void> {
  deps.approvals.register(mobileClockSubject());
  await mobileClockSettingsRoutes(app);
  await mobileClockRoutes(app, deps);
}
