import type { FastifyInstance } from 'fastify';
import { DEPARTMENT_ENDPOINTS as E, DEPARTMENT_MESSAGES as M } from '@clockroom/contracts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import * as service from './departments.service.ts';

/** Departments (spec 1 §7 "Departments and teams"). */
export async function departmentRoutes(app: FastifyInstance): Promise<void> {
  route(app, E.list, async (req) => ok(M.listed, await service.listDepartments(signedIn(req), req.query)));
  route(app, E.managing, async (req) =>
    ok(M.managingListed, await service.managingDepartments(signedIn(req))),
  );
  route(app, E.delete, async (req) =>
    ok(M.deleted, await service.deleteDepartments(signedIn(req), req.body.departmentIds)),
  );
  crudRoutes(app, {
    create: [E.create, M.created, service.createDepartment],
    get: [E.get, M.loaded, service.getDepartment],
    update: [E.update, M.updated, service.updateDepartment],
  });
}
