import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DEVICE_MESSAGES as M,
  attendanceSettingInputSchema,
  attendanceSettingQuerySchema,
  attendanceSettingSchema,
  envelope,
} from '@clockroom/contracts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import * as service from './attendance-settings.service.ts';

const tags = ['attendance'];
const one = envelope(attendanceSettingSchema);

/** GET and POST /attendance/settings?name= (default IGNORE_FUNCTION_KEY). */
export async function attendanceSettingRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/attendance/settings',
    {
      config: { permission: 'manage attendance settings' },
      schema: { tags, querystring: attendanceSettingQuerySchema, response: { 200: one } },
    },
    async (req) => ok(M.settingLoaded, await service.getSetting(signedIn(req), req.query.name)),
  );
  api.post(
    '/attendance/settings',
    {
      config: { permission: 'manage attendance settings' },
      schema: {
        tags,
        querystring: attendanceSettingQuerySchema,
        body: attendanceSettingInputSchema,
        response: { 200: one },
      },
    },
    async (req) =>
      ok(M.settingSaved, await service.saveSetting(signedIn(req), req.query.name, req.body.value)),
  );
}
