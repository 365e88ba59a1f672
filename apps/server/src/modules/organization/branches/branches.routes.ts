import type { FastifyInstance } from 'fastify';
import { BRANCH_ENDPOINTS as E, BRANCH_MESSAGES as M } from '@clockroom/contracts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { ok, signedIn } from '../../../platform/http/route-helpers.ts';
import * as service from './branches.service.ts';

/** Branches (spec 1 §7 "Branches"): the calls and their permissions are in contracts. */
export async function branchRoutes(app: FastifyInstance): Promise<void> {
  crudRoutes(app, {
    list: [E.list, M.listed, service.listBranches],
    create: [E.create, M.created, service.createBranch],
    get: [E.get, M.loaded, service.getBranch],
    update: [E.update, M.updated, service.updateBranch],
    delete: [E.delete, M.deleted, service.deleteBranch],
  });
  route(app, E.departments, async (req) =>
    ok(M.departmentsListed, await service.listBranchDepartments(signedIn(req), req.params.id)),
  );
  route(app, E.types, async (req) => ok(M.typesListed, await service.listBranchTypes(signedIn(req))));
}
