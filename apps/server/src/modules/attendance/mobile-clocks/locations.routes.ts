import type { FastifyInstance } from 'fastify';
import {
  APPROVER_GROUP_MESSAGES,
  MOBILE_CLOCK_MESSAGES as M,
  MOBILE_CLOCK_LOCATION_ENDPOINTS as E,
} from '@clockroom/contracts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { resourceRoutes, usualMessagesOf } from '../../../platform/http/crud-routes.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import { serviceRoute } from '../../../platform/http/service-route.ts';
import { approverGroupsOf } from '../../../platform/approvals/approver-groups.service.ts';
import * as service from './locations.service.ts';
import { MOBILE_CLOCK_MODULE } from './mobile-clock-subject.ts';

/**
 * Mobile clock settings (spec 3 §7): locations, who may clock at each, and the spec's assign call on
 * the approver groups (the shared screens' {id}/approvables, category 'employee' as 'employees').
 */
export async function mobileClockSettingsRoutes(app: FastifyInstance): Promise<void> {
  resourceRoutes(app, E, usualMessagesOf(M, 'location'), {
    list: service.listLocations,
    create: service.createLocation,
    get: service.getLocation,
    update: service.updateLocation,
    delete: service.deleteLocation,
  });
  route(app, E.updateByBody, async (req) =>
    ok(M.locationUpdated, await service.updateLocation(signedIn(req), undefined, req.body)),
  );
  serviceRoute(app, E.assign, M.employeesAssigned, 'id, body', service.assignToLocation);
  serviceRoute(app, E.employees, M.locationsListed, 'id, query', service.listLocationEmployees);

  const groups = approverGroupsOf(MOBILE_CLOCK_MODULE);
  route(app, E.assignApprovers, async (req) =>
    ok(APPROVER_GROUP_MESSAGES.assigned, await groups.assign(signedIn(req), req.params.id, req.body)),
  );
}
