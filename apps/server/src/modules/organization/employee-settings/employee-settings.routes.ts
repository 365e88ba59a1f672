import type { FastifyInstance } from 'fastify';
import {
  EMPLOYEE_GRADES_ENDPOINT,
  EMPLOYEE_SETTING_KINDS,
  employeeSettingEndpoints,
  employeeSettingMessages,
  type EmployeeSettingKind,
} from '@clockroom/contracts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import * as service from './employee-settings.service.ts';

/** The six routes of one list, the same for each kind (spec 1 §7 "Employee settings"). */
function settingRoutes(app: FastifyInstance, kind: EmployeeSettingKind): void {
  const e = employeeSettingEndpoints(kind);
  const m = employeeSettingMessages(kind);
  route(app, e.list, async (req) => ok(m.listed, await service.listSettings(signedIn(req), kind, req.query)));
  route(app, e.get, async (req) =>
    ok(m.loaded, await service.getSetting(signedIn(req), kind, req.params.id)),
  );
  route(app, e.create, async (req) =>
    ok(m.created, await service.createSetting(signedIn(req), kind, req.body)),
  );
  route(app, e.update, async (req) =>
    ok(m.updated, await service.updateSetting(signedIn(req), kind, req.params.id, req.body)),
  );
  route(app, e.delete, async (req) => {
    await service.deleteSetting(signedIn(req), kind, req.params.id);
    return ok(m.deleted, null);
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
