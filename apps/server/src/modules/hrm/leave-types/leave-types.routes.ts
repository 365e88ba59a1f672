import type { FastifyInstance } from 'fastify';
import { LEAVE_TYPE_MESSAGES as M, LEAVE_TYPE_ENDPOINTS as E } from '@clockroom/contracts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { resourceRoutes } from '../../../platform/http/crud-routes.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import * as service from './leave-types.service.ts';

/** Leave types (/hrm/leaves/settings/leavetypes) and the employee's choice of them (/hrm/leave-types-by-employee). */
export async function leaveTypeRoutes(app: FastifyInstance): Promise<void> {
  resourceRoutes(app, E, M, {
    list: service.listLeaveTypes,
    create: service.createLeaveType,
    get: service.getLeaveType,
    update: service.updateLeaveType,
  });
  route(app, E.delete, async (req) => {
    await service.deleteLeaveType(signedIn(req), req.params.id);
    return ok(M.deleted, { id: req.params.id });
  });
  route(app, E.byEmployee, async (req) =>
    ok(M.eligibleListed, await service.leaveTypesByEmployee(signedIn(req), req.query.employee_id)),
  );
}
