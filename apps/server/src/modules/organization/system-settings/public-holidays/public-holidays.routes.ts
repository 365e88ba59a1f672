import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  HOLIDAY_MESSAGES as M,
  SYSTEM_SETTINGS_PERMISSIONS as P,
  envelope,
  listEnvelope,
  publicHolidayQuerySchema,
  publicHolidayRowSchema,
  publicHolidaySchema,
} from '@clockroom/contracts';
import { SIGNED_IN } from '../../../../platform/auth/authenticate.ts';
import { ok, signedIn } from '../../../../platform/http/route-helpers.ts';
import * as service from './public-holidays.service.ts';

const tags = ['organization: system settings'];
const path = '/organization/system-settings/general-settings/public-holidays';
const idParams = z.object({ id: z.coerce.number().int().positive() });

export async function publicHolidayRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Every signed-in user may read the calendar: self-service shows the next holiday.
  api.get(
    path,
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        querystring: publicHolidayQuerySchema,
        response: { 200: listEnvelope(publicHolidayRowSchema) },
      },
    },
    async (req) => ok(M.listed, await service.listHolidays(signedIn(req), req.query.year)),
  );
  api.put(
    path,
    {
      config: { permission: P.manageHolidays },
      schema: { tags, body: publicHolidaySchema, response: { 200: envelope(publicHolidayRowSchema) } },
    },
    async (req) => ok(M.saved, await service.saveHoliday(signedIn(req), req.body)),
  );
  api.delete(
    `${path}/:id`,
    {
      config: { permission: P.manageHolidays },
      schema: { tags, params: idParams, response: { 200: envelope(z.null()) } },
    },
    async (req) => {
      await service.deleteHoliday(signedIn(req), req.params.id);
      return ok(M.deleted, null);
    },
  );
}
