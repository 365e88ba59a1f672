import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../platform/deps.ts';
import { accountSettingsRoutes } from './account-settings/account-settings.routes.ts';
import { publicHolidayRoutes } from './public-holidays/public-holidays.routes.ts';
import { roleRoutes } from './roles/roles.routes.ts';

/** /organization/system-settings: roles, account settings and public holidays (spec 1 §7). */
export async function systemSettingsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await roleRoutes(app, deps);
  await accountSettingsRoutes(app, deps);
  await publicHolidayRoutes(app);
}
