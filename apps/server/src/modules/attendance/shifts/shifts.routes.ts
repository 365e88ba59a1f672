import type { FastifyInstance } from 'fastify';
import { SHIFT_MESSAGES as M, SHIFT_ENDPOINTS as E } from '@clockroom/contracts';
import type { AppDeps } from '../../../platform/deps.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import { serviceRoute } from '../../../platform/http/service-route.ts';
import { rosterRoutes } from './roster.routes.ts';
import * as shifts from './work-shifts.service.ts';
import * as assignments from './shift-assignments.service.ts';
import * as types from './shift-types.service.ts';

/**
 * Work shifts and shift types (spec 3 §7 "/attendance/shift/workshift", ".../settings/shift-type"),
 * then the roster, schedules and calendars (roster.routes.ts). ADR 27.
 */
export async function shiftRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  serviceRoute(app, E.list, M.listed, 'query', shifts.listShifts);
  serviceRoute(app, E.create, M.created, 'body', shifts.createShift);
  serviceRoute(app, E.assign, M.assigned, 'body', assignments.assignEmployees);
  serviceRoute(app, E.unassign, M.unassigned, 'body', assignments.unassignEmployees);
  serviceRoute(app, E.get, M.loaded, 'id', shifts.getShift);
  serviceRoute(app, E.update, M.updated, 'id, body', shifts.updateShift);
  route(app, E.delete, async (req) => {
    await shifts.deleteShift(signedIn(req), req.params.id, req.query.force);
    return ok(M.deleted, { id: req.params.id });
  });

  serviceRoute(app, E.types, M.typesListed, 'query', types.listShiftTypes);
  route(app, E.createType, async (req) =>
    ok(M.typeCreated, await types.createShiftType(signedIn(req), req.body.name)),
  );
  route(app, E.deleteType, async (req) => {
    await types.deleteShiftType(signedIn(req), req.params.id);
    return ok(M.typeDeleted, { id: req.params.id });
  });

  await rosterRoutes(app, deps);
}
