import type { FastifyInstance } from 'fastify';
import { SHIFT_MESSAGES as M, SHIFT_ENDPOINTS as E } from '@clockroom/contracts';
import type { AppDeps } from '../../../platform/deps.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import { rosterRoutes } from './roster.routes.ts';
import * as shifts from './work-shifts.service.ts';
import * as assignments from './shift-assignments.service.ts';
import * as types from './shift-types.service.ts';

/**
 * Work shifts and shift types (spec 3 §7 "/attendance/shift/workshift", ".../settings/shift-type"),
 * then the roster, schedules and calendars (roster.routes.ts). ADR 27.
 */
export async function shiftRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  route(app, E.list, async (req) => ok(M.listed, await shifts.listShifts(signedIn(req), req.query)));
  route(app, E.create, async (req) => ok(M.created, await shifts.createShift(signedIn(req), req.body)));
  route(app, E.assign, async (req) =>
    ok(M.assigned, await assignments.assignEmployees(signedIn(req), req.body)),
  );
  route(app, E.unassign, async (req) =>
    ok(M.unassigned, await assignments.unassignEmployees(signedIn(req), req.body)),
  );
  route(app, E.get, async (req) => ok(M.loaded, await shifts.getShift(signedIn(req), req.params.id)));
  route(app, E.update, async (req) =>
    ok(M.updated, await shifts.updateShift(signedIn(req), req.params.id, req.body)),
  );
  route(app, E.delete, async (req) => {
    await shifts.deleteShift(signedIn(req), req.params.id, req.query.force);
    return ok(M.deleted, { id: req.params.id });
  });

  route(app, E.types, async (req) => ok(M.typesListed, await types.listShiftTypes(signedIn(req), req.query)));
  route(app, E.createType, async (req) =>
    ok(M.typeCreated, await types.createShiftType(signedIn(req), req.body.name)),
  );
  route(app, E.deleteType, async (req) => {
    await types.deleteShiftType(signedIn(req), req.params.id);
    return ok(M.typeDeleted, { id: req.params.id });
  });

  await rosterRoutes(app, deps);
}
