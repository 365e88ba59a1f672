import type { FastifyInstance } from 'fastify';
import { DEPARTMENT_ENDPOINTS as E, DEPARTMENT_MESSAGES as M } from '@clockroom/contracts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { resourceRoutes } from '../../../platform/http/crud-routes.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import { serviceRoute } from '../../../platform/http/service-route.ts';
import * as service from './departments.service.ts';

/** Departments (spec 1 §7 "Departments and teams"). */
export async function departmentRoutes(app: FastifyInstance): Promise<void> {
  serviceRoute(app, E.list, M.listed, 'query', service.listDepartments);
  serviceRoute(app, E.managing, M.managingListed, 'context', service.managingDepartments);
  route(app, E.delete, async (req) =>
    ok(M.deleted, await service.deleteDepartments(signedIn(req), req.body.departmentIds)),
  );
  resourceRoutes(app, E, M, {
    create: service.createDepartment,
    get: service.getDepartment,
    update: service.updateDepartment,
  });
}
