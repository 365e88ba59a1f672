import type { FastifyInstance } from 'fastify';
import {
  EMPLOYEE_GRADES_ENDPOINT,
  EMPLOYEE_SETTING_KINDS,
  employeeSettingEndpoints,
  employeeSettingMessages,
  type EmployeeSettingKind,
} from '@clockroom/contracts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { resourceRoutes } from '../../../platform/http/crud-routes.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import * as service from './employee-settings.service.ts';

/** The six routes of one list, the same for each kind (spec 1 §7 "Employee settings"). */
function settingRoutes(app: FastifyInstance, kind: EmployeeSettingKind): void {
  const e = employeeSettingEndpoints(kind);
  const m = employeeSettingMessages(kind);
  resourceRoutes(app, e, m, {
    list: (ctx, query) => service.listSettings(ctx, kind, query),
    create: (ctx, body) => service.createSetting(ctx, kind, body),
    get: (ctx, id) => service.getSetting(ctx, kind, id),
    update: (ctx, id, body) => service.updateSetting(ctx, kind, id, body),
    delete: (ctx, id) => service.deleteSetting(ctx, kind, id),
  });
  route(app, e.deleteById, async (req) => {
    await service.deleteSetting(signedIn(req), kind, req.body.id);
    return ok(m.deleted, null);
  });
}

export async function employeeSettingsRoutes(app: FastifyInstance): Promise<void> {
  for (const kind of EMPLOYEE_SETTING_KINDS) settingRoutes(app, kind);
  route(app, EMPLOYEE_GRADES_ENDPOINT, async (req) =>
    ok(
      employeeSettingMessages('grades').listed,
      (await service.listSettings(signedIn(req), 'grades', { search_query: req.query.search_query })).results,
    ),
  );
}
