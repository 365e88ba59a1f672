import type { FastifyInstance } from 'fastify';
import { DEVICE_MESSAGES as M, ATTENDANCE_SETTING_ENDPOINTS as E } from '@clockroom/contracts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import * as service from './attendance-settings.service.ts';

/** GET and POST /attendance/settings?name= (default IGNORE_FUNCTION_KEY). */
export async function attendanceSettingRoutes(app: FastifyInstance): Promise<void> {
  route(app, E.get, async (req) =>
    ok(M.settingLoaded, await service.getSetting(signedIn(req), req.query.name)),
  );
  route(app, E.save, async (req) =>
    ok(M.settingSaved, await service.saveSetting(signedIn(req), req.query.name, req.body.value)),
  );
}
