import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../platform/deps.ts';
import { trainingRoutes } from './trainings.routes.ts';

/** Trainings (issue 23, ADR 62). The improvement plans read the reminder lead from the settings. */
export { settingsOf as trainingSettingsOf } from './training-settings.service.ts';

export async function registerTrainings(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await trainingRoutes(app, deps);
}
