import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../../platform/deps.ts';
import { overtimeSettingsRoutes } from './overtime-settings.routes.ts';

/** Overtime settings (spec 3 §3): work rates and overtime rules, with their assignments (ADR 37). */
export async function registerOvertimeSettings(app: FastifyInstance, _deps: AppDeps): Promise<void> {
  await overtimeSettingsRoutes(app);
}
