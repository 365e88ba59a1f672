import type { FastifyInstance } from 'fastify';
import { HOLIDAY_MESSAGES as M, PUBLIC_HOLIDAY_ENDPOINTS as E } from '@clockroom/contracts';
import { route } from '../../../../platform/http/endpoint-route.ts';
import { ok, signedIn } from '../../../../platform/http/route-helpers.ts';
import { serviceRoute } from '../../../../platform/http/service-route.ts';
import * as service from './public-holidays.service.ts';

export async function publicHolidayRoutes(app: FastifyInstance): Promise<void> {
  route(app, E.list, async (req) => ok(M.listed, await service.listHolidays(signedIn(req), req.query.year)));
  serviceRoute(app, E.save, M.saved, 'body', service.saveHoliday);
  route(app, E.delete, async (req) => {
    await service.deleteHoliday(signedIn(req), req.params.id);
    return ok(M.deleted, null);
  });
}
