import type { FastifyInstance } from 'fastify';
import {
  APPROVER_GROUP_MESSAGES,
  MOBILE_CLOCK_MESSAGES as M,
  MOBILE_CLOCK_LOCATION_ENDPOINTS as E,
} from '@clockroom/contracts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import { approverGroupsOf } from '../../../platform/approvals/approver-groups.service.ts';
import * as service from './locations.service.ts';
import { MOBILE_CLOCK_MODULE } from './mobile-clock-subject.ts';

/**
 * Mobile clock settings (spec 3 §7): locations, who may clock at each, and the spec's assign call on
 * the approver groups (the shared screens' {id}/approvables, category 'employee' as 'employees').
 */
export async function mobileClockSettingsRoutes(app: FastifyInstance): Promise<void> {
  crudRoutes(app, {
    list: [E.list, M.locationsListed, service.listLocations],
    create: [E.create, M.locationCreated, service.createLocation],
    get: [E.get, M.locationLoaded, service.getLocation],
    update: [E.update, M.locationUpdated, service.updateLocation],
    delete: [E.delete, M.locationDeleted, service.deleteLocation],
  });
  route(app, E.updateByBody, async (req) =>
    ok(M.locationUpdated, await service.updateLocation(signedIn(req), undefined, req.body)),
  );
  route(app, E.assign, async (req) =>
    ok(M.employeesAssigned, await service.assignToLocation(signedIn(req), req.params.id, req.body)),
  );
  route(app, E.employees, async (req) =>
    ok(M.locationsListed, await service.listLocationEmployees(signedIn(req), req.params.id, req.query)),
  );

  const groups = approverGroupsOf(MOBILE_CLOCK_MODULE);
  route(app, E.assignApprovers, async (req) =>
    ok(APPROVER_GROUP_MESSAGES.assigned, await groups.assign(signedIn(req), req.params.id, req.body)),
  );
}
