import type { FastifyInstance } from 'fastify';
import { LEAVE_TYPE_MESSAGES as M, LEAVE_TYPE_ENDPOINTS as E } from '@clockroom/contracts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import * as service from './leave-types.service.ts';

/** Leave types (/hrm/leaves/settings/leavetypes) and the employee's choice of them (/hrm/leave-types-by-employee). */
export async function leaveTypeRoutes(app: FastifyInstance): Promise<void> {
  route(app, E.list, async (req) => ok(M.listed, await service.listLeaveTypes(signedIn(req), req.query)));
  route(app, E.create, async (req) => ok(M.created, await service.createLeaveType(signedIn(req), req.body)));
  route(app, E.get, async (req) => ok(M.loaded, await service.getLeaveType(signedIn(req), req.params.id)));
  route(app, E.update, async (req) =>
    ok(M.updated, await service.updateLeaveType(signedIn(req), req.params.id, req.body)),
  );
  route(app, E.delete, async (req) => {
    await service.deleteLeaveType(signedIn(req), req.params.id);
    return ok(M.deleted, { id: req.params.id });
  });
  route(app, E.byEmployee, async (req) =>
    ok(M.eligibleListed, await service.leaveTypesByEmployee(signedIn(req), req.query.employee_id)),
  );
}
